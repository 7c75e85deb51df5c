// The mock identity providers over real HTTP, driven as the app's browser drives them: discovery, the authorization
// with PKCE, state and nonce, the sign-in page's forms, the code exchange; Apple's form_post through the relay; cancel;
// the outage cookie.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_IDENTITIES } from '../../mock-server/oidc/identities.ts';
import { identityButtonLabel } from '../../mock-server/oidc/providerPages.ts';
import { MOCK_PROVIDERS, socialSignInSettings } from '../../mock-server/oidc/socialSettings.ts';
import { Browser, exchangeCode, pageForms, startAuthorization } from './support/oidc-flow.ts';
import { useRunningMockServer } from './support/running-server.ts';

const server = useRunningMockServer();
const settings = socialSignInSettings();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Authorizes at the provider and picks (or cancels on) its sign-in page; answers where the provider sends the browser. */
async function signIn(provider: 'google' | 'facebook' | 'apple', choice: { sub: string } | 'cancel') {
  const { url } = server();
  const extra: Record<string, string> =
    settings.providers[provider].responseMode === 'form_post' ? { response_mode: 'form_post' } : {};
  const authorization = await startAuthorization(url, provider, settings.providers[provider].clientId, extra);
  const browser = new Browser();
  const page = await browser.follow(authorization.url.href, `${url}/mock/oidc/`);
  expect(page.response.status).toBe(200);
  const html = await page.response.text();
  const forms = pageForms(html);
  const action = choice === 'cancel' ? forms.cancelAction : forms.selectAction;
  const body = choice === 'cancel' ? '' : new URLSearchParams(choice).toString();
  const chosen = await browser.request(new URL(action, url).href, { method: 'POST', headers: FORM, body });
  expect(chosen.status).toBe(303);
  const end = await browser.follow(new URL(chosen.headers.get('location')!, url).href, `${url}/mock/oidc/`);
  return { authorization, html, browser, end };
}

describe('the mock providers', () => {
  it.each(MOCK_PROVIDERS)(
    '%s: discovery names the issuer on this origin, with PKCE S256 and its signing key',
    async (p) => {
      const { url } = server();
      const discovery = await fetch(`${url}/mock/oidc/${p}/.well-known/openid-configuration`, {
        headers: { origin: url },
      });
      expect(discovery.headers.get('access-control-allow-origin')).toBe(url);
      const metadata = (await discovery.json()) as Record<string, unknown>;
      expect(metadata.issuer).toBe(`${url}/mock/oidc/${p}`);
      expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
      expect(metadata.response_modes_supported).toContain('form_post');
      const jwks = (await (await fetch(metadata.jwks_uri as string)).json()) as { keys: { alg: string; d?: string }[] };
      expect(jwks.keys.map((k) => k.alg)).toEqual([p === 'apple' ? 'ES256' : 'RS256']);
      expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);
    },
  );

  it('shows a sign-in page with a button per identity, named by the person and e-mail, and Cancel', async () => {
    const { html } = await signIn('google', 'cancel');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in with Google (mock)</title>');
    for (const identity of TEST_IDENTITIES) {
      expect(html).toContain(identityButtonLabel(identity));
    }
    expect(html).toMatch(/<button type="submit"[^>]*>Cancel<\/button>/);
  });

  it.each(['google', 'facebook'] as const)('%s: the code flow gives an id token with the identity', async (p) => {
    const { authorization, end } = await signIn(p, { sub: 'mock-user-lukasz' });
    expect(end.url.startsWith(authorization.redirectUri)).toBe(true);
    const { claims } = await exchangeCode(authorization, new URL(end.url));
    expect(claims).toMatchObject({
      iss: `${server().url}/mock/oidc/${p}`,
      aud: settings.providers[p].clientId,
      nonce: authorization.nonce,
      sub: 'mock-user-lukasz',
      email: 'lukasz.wisniewski@mock.test',
      email_verified: true,
      given_name: 'Łukasz',
      family_name: 'Wiśniewski',
    });
  });

  it('apple: form_post reaches the relay, which answers 303 to the callback page with the fields', async () => {
    const { url } = server();
    const { authorization, end } = await signIn('apple', { sub: 'mock-user-eleni' });
    const html = await end.response.text();
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [
        m[1]!,
        m[2]!.replaceAll('&quot;', '"'),
      ]),
    );
    expect(html).toContain(`action="${authorization.redirectUri}"`);
    const relayed = await fetch(authorization.redirectUri, {
      method: 'POST',
      headers: FORM,
      body: fields,
      redirect: 'manual',
    });
    expect(relayed.status).toBe(303);
    const location = new URL(relayed.headers.get('location')!, url);
    expect(location.pathname).toBe(settings.redirectPath);
    expect(JSON.parse(location.searchParams.get('user')!)).toEqual({
      name: { firstName: 'Ελένη', lastName: 'Παπαδοπούλου' },
      email: 'eleni.papadopoulou@mock.test',
    });
    const { idToken } = await exchangeCode(authorization, location);
    const claims = decodeJwt(idToken);
    expect(claims).toMatchObject({ email: 'eleni.papadopoulou@mock.test', email_verified: true });
    expect(claims).not.toHaveProperty('given_name');
  });

  it('shows the page on every authorization, so the next sign-in may pick another identity', async () => {
    const first = await signIn('google', { sub: 'mock-user-zoe' });
    const again = await first.browser.follow(first.authorization.url.href, `${server().url}/mock/oidc/`);
    expect(again.url).toContain('/mock/oidc/google/interaction/');
  });

  it('cancel sends the browser back with error=access_denied and the state', async () => {
    const { authorization, end } = await signIn('facebook', 'cancel');
    const callback = new URL(end.url);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(authorization.state);
  });

  it.each([
    ['google', 'google'],
    ['apple', 'all'],
  ])('%s answers 503 on every endpoint with the outage cookie %s', async (p, value) => {
    const { url } = server();
    const cookie = `mock-social-outage=${value}`;
    const paths = ['/.well-known/openid-configuration', '/jwks', '/auth?client_id=x', '/token'];
    for (const path of paths) {
      const method = path === '/token' ? 'POST' : 'GET';
      const response = await fetch(`${url}/mock/oidc/${p}${path}`, { method, headers: { cookie } });
      expect(response.status, path).toBe(503);
    }
    const other = await fetch(`${url}/mock/oidc/facebook/.well-known/openid-configuration`, {
      headers: { cookie: 'mock-social-outage=google' },
    });
    expect(other.status).toBe(200);
  });

  it('refuses an authorization without PKCE, and one for a redirect URI not registered', async () => {
    const { url } = server();
    const authorization = await startAuthorization(url, 'google', settings.providers.google.clientId);
    const withoutPkce = new URL(authorization.url);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const refused = await new Browser().follow(withoutPkce.href, `${url}/mock/oidc/`);
    expect(new URL(refused.url).searchParams.get('error')).toBe('invalid_request');
    const elsewhere = new URL(authorization.url);
    elsewhere.searchParams.set('redirect_uri', 'https://attacker.example/callback');
    const page = await new Browser().follow(elsewhere.href, `${url}/mock/oidc/`);
    expect(page.response.status).toBe(400);
    expect(await page.response.text()).toContain('the sign-in cannot go on');
  });

  it('keeps one provider per origin: each issuer names the origin it was asked on', async () => {
    const { url } = server();
    const other = url.replace('127.0.0.1', 'localhost');
    const discovery = await fetch(`${other}/mock/oidc/google/.well-known/openid-configuration`);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${other}/mock/oidc/google`);
  });
});
