// The mock's stores stop growing at their capacities (mock-server/store/capacities.ts), forgetting the oldest added
// entry first, and never the seed: after every store is flooded past its capacity, each catalogue case reached
// through the seed still answers as the catalogue says.
import { afterAll, describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-server/backend.ts';
import { CAPACITY } from '../../mock-server/store/capacities.ts';
import type { RegistrationRecord } from '../../mock-server/store/records.ts';
import { seedRegistrations, seedSessions, seedWaitingList } from '../../mock-server/store/seed.ts';
import { scenarios } from './support/catalogue.ts';
import { valueAtPath } from './support/graphql-http.ts';

const backend = createMockBackend({ logError: () => undefined });
afterAll(() => backend.close());
const { store } = backend;
const OVER = 25; // entries added past each capacity

const flooded = (i: number): RegistrationRecord => ({
  ...seedRegistrations()[0]!,
  id: `reg_flood_${i}`,
  email: `flood.${i}@mock.test`,
  registrationCode: 'NOT-A-SEEDED-CODE', // takes no invitation from a seeded code
  activationId: `act_flood_${i}`,
});

// Each floods thousands of entries in well under a second; the timeout only spares a loaded machine.
describe('each store, flooded past its capacity', { timeout: 30_000 }, () => {
  it('keeps the newest registrations and the seed, and forgets the mocked values of those it forgot', async () => {
    const oldest = 'reg_flood_0';
    store.addRegistration(flooded(0));
    backend.mockValues.set('ConsentCredentials', oldest, 'passphrase', 'kept for the oldest');
    for (let i = 1; i < CAPACITY.registrations + OVER; i++) store.addRegistration(flooded(i));
    expect(store.findRegistration(oldest)).toBeUndefined();
    expect(backend.mockValues.has('ConsentCredentials', oldest)).toBe(false);
    const newest = flooded(CAPACITY.registrations + OVER - 1);
    expect(store.findRegistrationByEmail(newest.email)?.id).toBe(newest.id);
    expect(store.findRegistrationByActivationId(newest.activationId!)?.id).toBe(newest.id);
    for (const seeded of seedRegistrations()) expect(store.findRegistrationByEmail(seeded.email)?.id).toBe(seeded.id);
    expect(store['registrations'].size).toBe(seedRegistrations().length + CAPACITY.registrations);
  });

  it('keeps the newest sessions and the seed users’ sessions', () => {
    const first = store.openSession('usr_seed_member');
    for (let i = 1; i < CAPACITY.sessions + OVER; i++) store.openSession('usr_seed_member');
    expect(store.sessionUser(first)).toBeUndefined();
    for (const [sessionId, userId] of seedSessions()) expect(store.sessionUser(sessionId)?.id).toBe(userId);
    expect(store.accounts.sessionCount).toBe(seedSessions().length + CAPACITY.sessions);
  });

  it('keeps the newest of the waiting list after the seeded entries, at their places', () => {
    const seeded = seedWaitingList().map((entry) => [entry.email, store.waitingList.placeOf(entry.email)] as const);
    for (let i = 0; i < CAPACITY.waitingList + OVER; i++) store.waitingList.join(`waiting.flood.${i}@mock.test`);
    expect(store.waitingList.size).toBe(seeded.length + CAPACITY.waitingList);
    for (const [email, place] of seeded) expect(store.waitingList.placeOf(email), email).toEqual(place);
    const oldest = store.waitingList.placeOf('waiting.flood.0@mock.test');
    expect(oldest.joinedBefore, 'forgotten: it would join at the end').toBe(store.waitingList.size);
  });

  it('keeps the newest links, membership applications, outbox entries and feature-usage pings', () => {
    for (let i = 0; i < CAPACITY.links + OVER; i++) {
      store.addLink({
        id: `link_${i}`,
        registrationCode: 'MOCK-VALID',
        url: '',
        validityTimestamp: '',
        validUntil: '',
        createdByUserId: '',
      });
    }
    expect(store.findLink('link_0')).toBeUndefined();
    expect(store.findLink(`link_${CAPACITY.links + OVER - 1}`)).toBeDefined();
    expect(store['links'].size).toBe(CAPACITY.links);

    for (let i = 0; i < CAPACITY.membershipInterest + OVER; i++) store.addMembershipInterest(`apply.${i}@mock.test`);
    expect(store.addMembershipInterest('interested@mock.test'), 'the seeded applicant').toBe(false);
    expect(store.addMembershipInterest('apply.0@mock.test'), 'forgotten: applies anew').toBe(true);
    expect(store['membershipInterest'].size).toBe(1 + CAPACITY.membershipInterest);

    for (let i = 0; i < CAPACITY.outbox + OVER; i++) {
      store.send({ kind: 'activation-mail', to: `m${i}@mock.test`, subject: 'account-activation', link: '' });
    }
    expect(store.outbox).toHaveLength(CAPACITY.outbox);
    expect(store.outbox.at(-1)?.to).toBe(`m${CAPACITY.outbox + OVER - 1}@mock.test`);

    const pings = Array.from({ length: CAPACITY.featureUsage + OVER }, (_, i) => ({
      clientKey: 'k',
      key: `f${i}`,
      on: true,
      receivedAt: '2026-01-01T00:00:00.000Z',
      page: '',
    }));
    store.recordFeatureUsage(pings);
    expect(store.featureUsage).toEqual(pings.slice(-CAPACITY.featureUsage));
  });

  it('keeps the log-in throttle to its capacity, the newest failures and lock-outs', () => {
    const now = store.clock.now();
    for (let i = 0; i < CAPACITY.logInThrottle + OVER; i++) {
      for (let n = 0; n < 5; n++) store.logInThrottle.recordFailure(`locked.${i}@mock.test`, now);
    }
    for (let i = 0; i < CAPACITY.logInThrottle + OVER; i++)
      store.logInThrottle.recordFailure(`fail.${i}@mock.test`, now);
    expect(store.logInThrottle.sizes).toEqual({ failing: CAPACITY.logInThrottle, locked: CAPACITY.logInThrottle });
    expect(store.logInThrottle.isLocked(`locked.${CAPACITY.logInThrottle + OVER - 1}@mock.test`, now)).toBe(true);
  });

  it('keeps one-time codes and used id tokens to their capacities', () => {
    for (let i = 0; i < CAPACITY.oneTimeCodes + OVER; i++) store.oneTimeCodes.request('EMAIL', `c${i}@mock.test`, 0);
    expect(store.oneTimeCodes.size).toBe(CAPACITY.oneTimeCodes);
    for (let i = 0; i < CAPACITY.usedIdTokens + OVER; i++) store.usedIdTokens.add(`token-${i}`);
    expect(store.usedIdTokens.size).toBe(CAPACITY.usedIdTokens);
    expect(store.usedIdTokens.has('token-0')).toBe(false);
  });
});

describe('the seed, after the flood', () => {
  const seeded = scenarios.filter((s) => s.trigger.via === 'seed');

  it.each(seeded.map((s) => [s.id, s] as const))('%s answers as the catalogue says', async (_, scenario) => {
    const { query, variables, headers } = scenario.request;
    const response = await backend.yoga.fetch('http://localhost:5173/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body: unknown = await response.json();
    expect(valueAtPath(body, scenario.expect!.path), JSON.stringify(body)).toEqual(scenario.expect!.equals);
  });
});
