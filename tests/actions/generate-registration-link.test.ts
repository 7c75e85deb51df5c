import { describe, expect, it } from 'vitest';
import { readAuthToken } from '../../src/relay/authorization.ts';
import { runAction, SITE, useBrowserGlobals, useMockBackend } from './support.ts';

const backend = useMockBackend();
useBrowserGlobals();
const path = '/acquisition/de/admin/registrationlinkgenerator';

/** A bearer token of a seeded user, from the log-in action (which keeps it in the cookie). */
async function tokenOf(email: string, password: string): Promise<string> {
  await runAction(backend, 'logIn', { email, password });
  return readAuthToken()!;
}
const generate = (registrationCode: string, authToken?: string) =>
  runAction(backend, 'generateRegistrationLink', { registrationCode }, { path, authToken });

describe('the generateRegistrationLink action', () => {
  it("answers an admin's link to this site and its expiry", async () => {
    const answer = await generate('MOCK-VALID', await tokenOf('admin@mock.test', 'admin-password'));
    expect(answer.answers).toEqual(['GENERATED']);
    expect(new URL(answer.values!.registrationLink!).searchParams.get('validityTimestamp')).toBeTruthy();
    expect(Date.parse(answer.values!.validUntil!)).toBeGreaterThan(Date.now());
  });

  it("answers the code's error", async () => {
    const answer = await generate('MOCK-EXPIRED', await tokenOf('admin@mock.test', 'admin-password'));
    expect(answer).toMatchObject({ answers: ['REGISTRATION_CODE_EXPIRED'] });
  });

  it('answers the refusal of a member, and of someone signed out, who is to come back to this page', async () => {
    expect((await generate('MOCK-VALID', await tokenOf('member@mock.test', 'member-password'))).answers).toEqual([
      'FORBIDDEN',
    ]);
    const signedOut = await generate('MOCK-VALID');
    expect(signedOut).toMatchObject({
      answers: ['UNAUTHENTICATED'],
      values: { returnTo: '/de/admin/registrationlinkgenerator', signedOut: 'session-ended' },
    });
    expect(SITE + '/acquisition' + signedOut.values!.returnTo).toBe(SITE + path);
  });

  it('signs out a browser whose token the backend refuses, and says why on the way to the log-in', async () => {
    const token = await tokenOf('admin@mock.test', 'admin-password');
    expect(readAuthToken()).toBe(token);
    const refused = await generate('MOCK-VALID', `${token.slice(0, -4)}AAAA`); // signature no longer matches
    expect(refused).toMatchObject({ answers: ['UNAUTHENTICATED'], values: { signedOut: 'session-ended' } });
    expect(readAuthToken()).toBeUndefined();
  });
});
