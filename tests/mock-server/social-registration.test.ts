// Sign-in at a mock provider over HTTP (code flow with PKCE), then registrationSubmitForm with the id token: the
// backend's check, the e-mail it takes, replay and the clock.
import { describe, expect, it } from 'vitest';
import type { MockProviderName } from '../../mock-server/oidc/socialSettings.ts';
import { exchangeCode } from './support/oidc-flow.ts';
import { useRunningMockServer } from './support/running-server.ts';
import { signIn as signInAt } from './support/social-sign-in.ts';
import { socialSubmit } from './support/social-submit.ts';

const server = useRunningMockServer();
/** The whole sign-in, then the code exchange: what the app sends in socialRegistrationInput. */
async function signIn(provider: MockProviderName, sub: string) {
  const { authorization, callback } = await signInAt(server().url, provider, sub);
  const { idToken } = await exchangeCode(authorization!, callback!);
  return { provider: provider.toUpperCase(), idToken, nonce: authorization!.nonce };
}

describe('registration with an id token of a mock provider', () => {
  it.each(['google', 'facebook', 'apple'] as const)(
    '%s: registers with the token e-mail, not the typed one',
    async (p) => {
      const social = await signIn(p, 'mock-user-olga');
      const answer = await socialSubmit(server().url, social, { email: 'typed.by.hand@mock.test' });
      expect(answer.registrationProblems).toEqual([]);
      expect(answer.registration?.status).toBe('SUBMITTED');
      const { store } = server().backend;
      expect(store.findRegistration(answer.registration!.id)?.email).toBe('olga.ivanova@mock.test');
      expect(store.findRegistrationByEmail('typed.by.hand@mock.test')).toBeUndefined();
    },
  );

  it('refuses the same token once it created a registration (REPLAYED)', async () => {
    const social = await signIn('google', 'mock-user-zoe');
    expect((await socialSubmit(server().url, social)).registration?.status).toBe('SUBMITTED');
    const again = await socialSubmit(server().url, social, { email: 'someone.else@mock.test' });
    expect(again.registrationProblems.map((p) => [p.reason, p.reasonDetails.error])).toEqual([
      ['SocialIdentityInvalid', 'REPLAYED'],
    ]);
  });

  it('forgets used tokens on a reset', async () => {
    const social = await signIn('google', 'mock-user-olga');
    expect((await socialSubmit(server().url, social)).registration?.status).toBe('SUBMITTED');
    await fetch(`${server().url}/mock/reset`, { method: 'POST' });
    expect((await socialSubmit(server().url, social)).registration?.status).toBe('SUBMITTED');
  });

  it('does not use the token up when the submit is refused for another reason', async () => {
    const social = await signIn('facebook', 'mock-user-eleni');
    const refused = await socialSubmit(server().url, social, { country: 'XX' });
    expect(refused.registrationProblems.map((p) => p.reason)).toEqual(['CountryInvalid']);
    expect((await socialSubmit(server().url, social)).registration?.status).toBe('SUBMITTED');
  });

  it('refuses a token the backend clock finds expired (POST /mock/clock)', async () => {
    const social = await signIn('google', 'mock-user-lukasz');
    await fetch(`${server().url}/mock/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 3601_000 }) });
    const answer = await socialSubmit(server().url, social);
    expect(answer.registrationProblems.map((p) => p.reasonDetails.error)).toEqual(['EXPIRED']);
  });

  it('refuses a token with the nonce of another sign-in (NONCE)', async () => {
    const social = await signIn('apple', 'mock-user-zoe');
    const answer = await socialSubmit(server().url, { ...social, nonce: 'another-nonce' });
    expect(answer.registrationProblems.map((p) => p.reasonDetails.error)).toEqual(['NONCE']);
  });

  it('takes the typed e-mail when the token has none or an unverified one', async () => {
    for (const [sub, typed] of [
      ['mock-user-no-email', 'sean.typed@mock.test'],
      ['mock-user-unverified', 'asa.typed@mock.test'],
    ] as const) {
      const answer = await socialSubmit(server().url, await signIn('google', sub), { email: typed });
      expect(server().backend.store.findRegistration(answer.registration!.id)?.email).toBe(typed);
    }
  });

  it.each([
    ['mock-user-active', 'EmailAlreadyUsedActive'],
    ['mock-user-pending', 'EmailAlreadyUsedPending'],
  ])('answers the e-mail of %s as the form would (%s)', async (sub, reason) => {
    const answer = await socialSubmit(server().url, await signIn('google', sub), { email: 'typed@mock.test' });
    expect(answer.registrationProblems.map((p) => p.reason)).toEqual([reason]);
  });
});
