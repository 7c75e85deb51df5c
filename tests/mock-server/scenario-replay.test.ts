// Every catalogue scenario, replayed over real HTTP three ways: its ready request, the
// X-Mock-Scenario header on the happy path, and the value a tester types. The A/B cases: the cookie's client key
// through defaults.json, the feature fetch and the real SDK.
import { GrowthBook } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import type { MockAbScenario, MockRequest, MockScenario } from '../../mock-server/__generated__/scenarioCatalogue.ts';
import { catalogue, scenarios, successRequest } from './support/catalogue.ts';
import { postGraphql, valueAtPath } from './support/graphql-http.ts';
import { useRunningMockServer } from './support/running-server.ts';
import { replaySocialScenario } from './support/social-sign-in.ts';
import { finalizeRequestFor, requestWithTrigger } from './support/trigger-request.ts';

const SLOW_ANSWER_MS = 300;
const server = useRunningMockServer({ slowAnswerMs: SLOW_ANSWER_MS, abSlowMs: SLOW_ANSWER_MS });

/** Sends the request and checks the scenario's outcome, whatever kind it is. */
async function expectOutcome(scenario: MockScenario, request: MockRequest, headers: Record<string, string> = {}) {
  const { url } = server();
  if (scenario.produces === 'NetworkFailure') {
    await expect(postGraphql(url, request, headers)).rejects.toThrow();
    return;
  }
  const started = performance.now();
  const answer = await postGraphql(url, request, headers);
  if (scenario.produces === 'Timeout') {
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_ANSWER_MS - 5);
    expect(answer.status).toBe(200);
    return;
  }
  expect(valueAtPath(answer.body, scenario.expect!.path), JSON.stringify(answer.body)).toEqual(scenario.expect!.equals);
}

describe('each scenario replayed with its ready request', () => {
  it.each(scenarios.map((s) => [s.id, s] as const))('%s', async (_, scenario) => {
    await expectOutcome(scenario, scenario.request);
  });
});

describe('each scenario forced by the X-Mock-Scenario header on the happy path', () => {
  const forcible = scenarios.filter((s) => s.kind !== 'success');
  it.each(forcible.map((s) => [s.id, s] as const))('%s', async (_, scenario) => {
    await expectOutcome(scenario, successRequest(scenario.operation), { 'X-Mock-Scenario': scenario.id });
  });
});

describe('each scenario reached by the value a tester types', () => {
  it.each(scenarios.map((s) => [s.id, s] as const))('%s', async (_, scenario) => {
    if (scenario.operation !== 'finalizeRegistration') {
      await expectOutcome(scenario, requestWithTrigger(scenario));
      return;
    }
    // The tester types the e-mail at submit; the app then finalizes that registration.
    const submitted = await postGraphql(server().url, requestWithTrigger(scenario, 'registrationSubmitForm'));
    const registrationId = valueAtPath(submitted.body, 'data.registrationSubmitForm.registration.id') as string;
    expect(registrationId).toMatch(/^reg_/);
    await expectOutcome(scenario, finalizeRequestFor(registrationId));
  });
});

/** What a browser with the scenario's cookie gets: defaults.json names the key, then the SDK fetches its features. */
async function replayAbScenario({ trigger, expect: expected, produces }: MockAbScenario) {
  const { url } = server();
  const defaults = await fetch(`${url}/acquisition/defaults.json`, {
    headers: { cookie: `${trigger.cookie}=${trigger.value}` },
  });
  const { abClientKey } = (await defaults.json()) as { abClientKey: string };
  expect(abClientKey).toBe(trigger.value);

  const started = performance.now();
  const features = await fetch(`${url}/api/features/${abClientKey}`);
  expect(features.status).toBe(expected.status);
  if (produces === 'Timeout') expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_ANSWER_MS - 5);
  const body: unknown = await features.json();
  if (expected.path !== undefined) expect(valueAtPath(body, expected.path)).toEqual(expected.equals);

  const gb = new GrowthBook({ apiHost: url, clientKey: abClientKey, attributes: { acqAnonymousId: 'qa-visitor' } });
  const loaded = await gb.init({ timeout: produces === 'Timeout' ? SLOW_ANSWER_MS / 3 : 2000 });
  gb.destroy();
  expect(loaded.success ? 'payload' : loaded.error?.message).toBe(produces);
}

describe('each A/B scenario reached by its cookie', () => {
  it.each(catalogue.abScenarios.map((s) => [s.id, s] as const))('%s', async (_, scenario) => {
    await replayAbScenario(scenario);
  });
});

describe('each social scenario replayed through its provider (sign-in, code exchange, submit with the id token)', () => {
  it.each(catalogue.socialScenarios.map((s) => [s.id, s] as const))('%s', async (_, scenario) => {
    const result = await replaySocialScenario(server().url, scenario);
    expect(valueAtPath(result, scenario.expect.path), JSON.stringify(result)).toEqual(scenario.expect.equals);
  });
});
