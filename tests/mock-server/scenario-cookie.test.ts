// The dev surface's 'reproduce' links over real HTTP: GET /mock/reproduce sets the one-shot cookie mock-scenario and
// redirects to the page; the first operation of the scenario's kind answers the case, the next one answers as usual.
import { describe, expect, it } from 'vitest';
import type { MockScenario } from '../../mock-server/__generated__/scenarioCatalogue.ts';
import { SCENARIO_COOKIE } from '../../mock-server/scenarios/scenarioCookie.ts';
import { AUTH_COOKIE } from '../../src/shared/authCookie.ts';
import { catalogue, scenario, scenarios, successRequest } from './support/catalogue.ts';
import { postGraphql, valueAtPath } from './support/graphql-http.ts';
import { useRunningMockServer } from './support/running-server.ts';

const server = useRunningMockServer({ slowAnswerMs: 50 });

async function reproduce(query: string) {
  const response = await fetch(`${server().url}/mock/reproduce?${query}`, { redirect: 'manual' });
  const cookies = response.headers.getSetCookie();
  const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
  return { response, cookies, cookie };
}

const answerOf = async (s: MockScenario, cookie: string) => {
  const { body } = await postGraphql(server().url, successRequest(s.operation), { cookie });
  return valueAtPath(body, s.expect!.path);
};

describe('GET /mock/reproduce', () => {
  it('sets the cookie and sends the browser to the page; refuses another origin and an unknown scenario', async () => {
    const { response, cookies } = await reproduce('scenario=email-invalid&to=/acquisition/de/MOCK-VALID');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/acquisition/de/MOCK-VALID');
    expect(cookies[0]).toMatch(new RegExp(`^${SCENARIO_COOKIE}=email-invalid~[\\w-]+; Path=/`));
    expect((await reproduce('scenario=email-invalid&to=//evil.example/')).response.status).toBe(400);
    expect((await reproduce('scenario=no-such-scenario&to=/')).response.status).toBe(404);
    expect((await reproduce('to=/acquisition/')).cookies).toEqual([expect.stringMatching(/Max-Age=0/)]);
  });

  it('signs the browser in as the user a case of a signed-in user names', async () => {
    const { cookies } = await reproduce('scenario=registration-link-generated&to=/acquisition/admin/splitgenerator');
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^${AUTH_COOKIE}=ey`)));
    const refused = await reproduce(
      `scenario=link-generation-code-expired&to=/acquisition/admin/registrationlinkgenerator`,
    );
    expect(refused.cookies).toContainEqual(expect.stringMatching(new RegExp(`^${AUTH_COOKIE}=ey`)));
  });

  it("points the browser at an A/B case's client key, and sets or clears a provider's outage", async () => {
    const [ab] = catalogue.abScenarios;
    const abCookies = (await reproduce(`scenario=${ab!.id}&to=/acquisition/`)).cookies;
    expect(abCookies).toContainEqual(expect.stringMatching(`^${ab!.trigger.cookie}=${ab!.trigger.value}; Path=/`));
    const outage = catalogue.socialScenarios.find((s) => s.outageCookie)!;
    expect((await reproduce(`scenario=${outage.id}&to=/acquisition/`)).cookies).toContainEqual(
      expect.stringMatching(`^mock-social-outage=${outage.outageCookie}; Path=/`),
    );
    const signIn = catalogue.socialScenarios.find((s) => !s.outageCookie)!;
    expect((await reproduce(`scenario=${signIn.id}&to=/acquisition/`)).cookies).toContainEqual(
      expect.stringMatching(/^mock-social-outage=; Max-Age=0/),
    );
  });
});

// Transport failures are played by the resolvers too (forcedScenario), checked here by a slow answer alone.
const forcible = scenarios.filter((s) => !['success', 'variant'].includes(s.kind) && s.expect);

describe('each forcible scenario, once, by the cookie the reproduce link sets', () => {
  it.each(forcible.map((s) => [s.id, s] as const))('%s', async (_, s) => {
    const { cookie } = await reproduce(`scenario=${s.id}&to=/acquisition/`);
    const other = s.operation === 'registrationCodeDetails' ? 'logIn' : 'registrationCodeDetails';
    const untouched = await postGraphql(server().url, successRequest(other), { cookie });
    expect(untouched.body.errors).toBeUndefined(); // another operation is not forced
    const { query, variables, headers } = successRequest(s.operation);
    const response = await fetch(`${server().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers, cookie },
      body: JSON.stringify({ query, variables }),
    });
    expect(valueAtPath(await response.json(), s.expect!.path)).toEqual(s.expect!.equals);
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^mock-scenario=;.*Max-Age=0/));
    // A browser that kept the cookie anyway gets the ordinary answer: the nonce is used up.
    expect(await answerOf(s, cookie)).not.toEqual(s.expect!.equals);
  });

  it('a cookie set by hand (no nonce) stays until deleted; a slow answer is played too', async () => {
    const slow = scenario('slow-answer');
    for (let i = 0; i < 2; i += 1) {
      const started = performance.now();
      await postGraphql(server().url, successRequest(slow.operation), { cookie: `${SCENARIO_COOKIE}=${slow.id}` });
      expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    }
  });

  it("a dropped connection stays dropped for the browser's own retry of it (the same X-Correlation-ID)", async () => {
    const dropped = scenario('network-failure');
    const { cookie } = await reproduce(`scenario=${dropped.id}&to=/acquisition/`);
    const send = (correlationId: string) =>
      postGraphql(server().url, successRequest(dropped.operation), { cookie, 'x-correlation-id': correlationId });
    await expect(send('request-1')).rejects.toThrow(TypeError); // fetch's word for a closed connection
    await expect(send('request-1')).rejects.toThrow(TypeError); // the browser sending it again by itself
    expect((await send('request-2')).body.errors).toBeUndefined(); // the visitor's next try: the nonce is used up
  });
});
