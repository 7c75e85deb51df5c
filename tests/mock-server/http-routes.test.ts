// The routes beside GraphQL, through yoga.fetch (no port), and the middleware's hand-over.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { FAILING_CLIENT_KEYS } from '../../mock-server/ab/abService.ts';
import { createMockBackend } from '../../mock-server/backend.ts';
import { AB_CLIENT_KEY_COOKIE, AB_OFF } from '../../mock-server/http/runtimeDefaults.ts';
import { isShopPath } from '../../mock-server/http/shopPage.ts';
import { PATHS } from '../../mock-server/base/paths.ts';
import { countryOption } from '../../mock-server/rules/legalTexts.ts';
import { appConfig } from '../../src/config/appConfig.ts';
import { useRunningMockServer } from './support/running-server.ts';

const backend = createMockBackend({ logError: () => undefined });
afterAll(() => Promise.all([backend].map((b) => b.close())));
const server = useRunningMockServer();

describe('GET /acquisition/defaults.json', () => {
  it('answers the runtime defaults without "$schema", credentials allowed for the calling origin', async () => {
    const response = await backend.yoga.fetch('http://app.test/acquisition/defaults.json', {
      headers: { origin: 'http://localhost:5173' },
    });
    const { $schema, ...expected } = JSON.parse(readFileSync(PATHS.runtimeDefaults, 'utf8'));
    expect($schema).toBeDefined();
    expect(await response.json()).toEqual(expected);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });

  it('answers the client key the cookie mock-ab-client-key names, when the A/B service serves it', async () => {
    const served = backend.ab.servedClientKeys();
    const lifecycle = JSON.parse(readFileSync(PATHS.abLifecycleFixture, 'utf8')).clientKeys;
    expect(served).toEqual(expect.arrayContaining([...Object.values(FAILING_CLIENT_KEYS), ...lifecycle]));
    const abClientKeyFor = async (cookie: string) => {
      const response = await backend.yoga.fetch('http://app.test/acquisition/defaults.json', { headers: { cookie } });
      expect(response.headers.get('vary')).toMatch(/cookie/i);
      return ((await response.json()) as { abClientKey: string }).abClientKey;
    };
    for (const key of served) expect(await abClientKeyFor(`lang=de; ${AB_CLIENT_KEY_COOKIE}=${key}`)).toBe(key);
    const { abClientKey } = JSON.parse(readFileSync(PATHS.runtimeDefaults, 'utf8'));
    expect(await abClientKeyFor(`${AB_CLIENT_KEY_COOKIE}=sdk-nobody-serves`)).toBe(abClientKey);
    expect(await abClientKeyFor(`${AB_CLIENT_KEY_COOKIE}=%E0%A4%A`)).toBe(abClientKey); // not decodable
    expect(await abClientKeyFor(`${AB_CLIENT_KEY_COOKIE}=${AB_OFF}`)).toBe(''); // A/B testing off
  });

  it('answers the CORS preflight', async () => {
    const response = await backend.yoga.fetch('http://app.test/acquisition/defaults.json', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('GET /legal/:pkString', () => {
  it("serves each country's current terms and data policy in the asked language", async () => {
    const { termsPkString, dataPolicyPkString } = countryOption('AT'); // what countryOptions answers for AT
    const terms = await backend.yoga.fetch(`http://app.test/legal/${termsPkString}?lang=de`);
    expect(terms.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await terms.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Allgemeine Geschäftsbedingungen – Österreich</h1>');
    const privacy = await (await backend.yoga.fetch(`http://app.test/legal/${dataPolicyPkString}?lang=xx`)).text();
    expect(privacy).toContain('<h1>Privacy policy – Austria</h1>');
  });

  it('answers 404 for a key that is no current legal text', async () => {
    expect((await backend.yoga.fetch('http://app.test/legal/TERMS_AT_v1')).status).toBe(404);
    expect((await backend.yoga.fetch('http://app.test/legal/%3Cscript%3E')).status).toBe(404);
  });
});

describe('/mock/*', () => {
  it('lists the scenarios and refuses unknown tool routes', async () => {
    const scenarios = (await (await backend.yoga.fetch('http://app.test/mock/scenarios')).json()) as unknown[];
    expect(scenarios).toHaveLength(backend.catalogue.scenarios.length);
    expect((await backend.yoga.fetch('http://app.test/mock/nothing')).status).toBe(404);
  });

  it('refuses an unknown X-Mock-Scenario with 400', async () => {
    const response = await backend.yoga.fetch('http://app.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-scenario': 'no-such-scenario' },
      body: JSON.stringify({ query: '{ countryDetails { country } }' }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('MOCK_SCENARIO_UNKNOWN');
  });
});

describe('country', () => {
  const ask = async (headers: Record<string, string>) => {
    const response = await backend.yoga.fetch('http://app.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: '{ countryDetails { country } visitorCountry { isoCode isRegistrationCountry source } }',
      }),
    });
    return (await response.json()) as { data: Record<string, unknown> };
  };

  it('comes from a geo-IP header, else from Accept-Language, else the default DE', async () => {
    expect((await ask({ 'cf-ipcountry': 'AT' })).data).toEqual({
      countryDetails: { country: 'AT' },
      visitorCountry: { isoCode: 'AT', isRegistrationCountry: true, source: 'GEO_IP' },
    });
    expect((await ask({ 'accept-language': 'en-GB,en;q=0.8' })).data).toEqual({
      countryDetails: { country: 'DE' },
      visitorCountry: { isoCode: 'GB', isRegistrationCountry: false, source: 'ACCEPT_LANGUAGE' },
    });
    expect((await ask({})).data.visitorCountry).toEqual({
      isoCode: null,
      isRegistrationCountry: false,
      source: 'UNKNOWN',
    });
  });
});

describe('the connect middleware', () => {
  it('passes other paths to the next middleware', async () => {
    const response = await fetch(`${server().url}/acquisition/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Not a mock backend path');
  });
});

describe('GET /shop/ (the shop start page a log-in ends on)', () => {
  const shop = async (cookie?: string) => {
    const response = await backend.yoga.fetch('http://app.test/shop/', { headers: cookie ? { cookie } : {} });
    return { type: response.headers.get('content-type'), html: await response.text() };
  };

  it('is where config/app.json sends a log-in when its shop start page is on this host', () => {
    const { shopStartUrl } = appConfig.signIn;
    const onThisHost = !/^[a-z][a-z0-9+.-]*:/i.test(shopStartUrl);
    expect(!onThisHost || isShopPath(new URL(shopStartUrl, 'http://app.test').pathname)).toBe(true);
  });

  it("serves config/app.json's page for a forgotten password when it is on this host", async () => {
    const passwordResetUrl = appConfig.siteLinks!.passwordReset!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(passwordResetUrl)) return; // the shop's own page, elsewhere
    const { pathname } = new URL(passwordResetUrl, 'http://app.test');
    expect(isShopPath(pathname)).toBe(true);
    const response = await backend.yoga.fetch(`http://app.test${pathname}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<h1>Reset your password/);
  });

  it('says who the auth cookie signs in, and nobody without a valid one', async () => {
    const logIn = await backend.yoga.fetch('http://app.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { logIn(input: { email: "member@mock.test", password: "member-password" }) { token } }',
      }),
    });
    const { token } = ((await logIn.json()) as { data: { logIn: { token: string } } }).data.logIn;
    const signedIn = await shop(`lang=de; acq_auth_token=${token}`);
    expect(signedIn.type).toMatch(/^text\/html/);
    expect(signedIn.html).toContain('Signed in as member@mock.test');
    expect((await shop(`acq_auth_token=${token}x`)).html).toContain('Not signed in');
    expect((await shop()).html).toContain('Not signed in');
  });
});
