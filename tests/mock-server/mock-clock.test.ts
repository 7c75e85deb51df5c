// POST /mock/clock moves the backend's time forward, for everything that depends on it; /mock/reset moves it back.
import { describe, expect, it } from 'vitest';
import { successRequest } from './support/catalogue.ts';
import { advanceClock, mockClock } from './support/clock.ts';
import { codeErrors } from './support/flows.ts';
import { postGraphql, valueAtPath } from './support/graphql-http.ts';
import { useRunningMockServer } from './support/running-server.ts';

const server = useRunningMockServer();
const DAY_MS = 86_400_000;

const clock = (init?: RequestInit) => mockClock(server().url, init);
const advance = (advanceMs: unknown) => advanceClock(server().url, advanceMs);

async function generatedTimestamp(): Promise<{ validityTimestamp: string; validUntil: string }> {
  const { body } = await postGraphql(server().url, {
    ...successRequest('generateRegistrationLink'),
    query:
      'mutation ($input: GenerateRegistrationLinkInput!) { generateRegistrationLink(input: $input) { registrationLink { validityTimestamp validUntil } } }',
  });
  return valueAtPath(body, 'data.generateRegistrationLink.registrationLink') as never;
}

describe('/mock/clock', () => {
  it('tells the backend time, and moves it forward', async () => {
    const before = await clock();
    expect(before.body.offsetMs).toBe(0);
    expect(Math.abs(Date.parse(before.body.now!) - Date.now())).toBeLessThan(5_000);
    const after = await advance(DAY_MS);
    expect(after.status).toBe(200);
    expect(after.body.offsetMs).toBe(DAY_MS);
    expect(Date.parse(after.body.now!) - Date.parse(before.body.now!)).toBeGreaterThanOrEqual(DAY_MS);
  });

  it('refuses anything but whole milliseconds forward', async () => {
    for (const wrong of [-1, 1.5, '1000', null]) expect((await advance(wrong)).status, String(wrong)).toBe(400);
    const notJson = await clock({ method: 'POST', body: 'soon' });
    expect(notJson.status).toBe(400);
    expect((await clock()).body.offsetMs).toBe(0);
  });

  it('lets a generated registration link expire after 14 days', async () => {
    const { validityTimestamp, validUntil } = await generatedTimestamp();
    expect(Date.parse(validUntil) - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000);
    await advance(14 * DAY_MS - 60_000);
    expect(await codeErrors(server().url, 'MOCK-VALID', validityTimestamp)).toEqual([]);
    await advance(60_000);
    expect(await codeErrors(server().url, 'MOCK-VALID', validityTimestamp)).toEqual(['REGISTRATION_LINK_EXPIRED']);
  });

  it('dates links generated later from the moved time', async () => {
    await advance(30 * DAY_MS);
    const { validUntil } = await generatedTimestamp();
    expect(Date.parse(validUntil) - Date.now()).toBeGreaterThan(44 * DAY_MS - 60_000);
  });

  it('is back to the machine time after POST /mock/reset', async () => {
    await advance(DAY_MS);
    await fetch(`${server().url}/mock/reset`, { method: 'POST' });
    expect((await clock()).body.offsetMs).toBe(0);
  });
});
