import { describe, expect, it } from 'vitest';
import linkQuery, {
  type GeneratedLinkAnswerQuery,
} from '../../src/__generated__/relay/GeneratedLinkAnswerQuery.graphql.ts';
import { readAuthToken } from '../../src/relay/authorization.ts';
import { retainedQuery } from '../../src/relay/requests.ts';
import { relayEnvironmentOn, runAction, SITE, useBrowserGlobals, useMockBackend, type SentRequest } from './support.ts';

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
  it("answers the id of an admin's link; the page's query reads the link from the store, asking nothing", async () => {
    const answer = await generate('MOCK-VALID', await tokenOf('admin@mock.test', 'admin-password'));
    expect(answer.answers).toEqual(['GENERATED']);
    const id = answer.values!.registrationLink!;
    const asked = answer.sent.length;
    const { response } = retainedQuery<GeneratedLinkAnswerQuery>(
      answer.environment,
      linkQuery,
      { id },
      'store-or-network',
    );
    expect((await response)?.node?.link, 'a registration link, read from the store').toBeTruthy();
    const link = answer.environment.getStore().getSource().get(id)!;
    expect(new URL(String(link.url)).searchParams.get('validityTimestamp')).toBeTruthy();
    expect(Date.parse(String(link.validUntil))).toBeGreaterThan(Date.now());
    expect(answer.sent).toHaveLength(asked);
  });

  it("asks the backend for the link after a reload: an admin's only", async () => {
    const admin = await tokenOf('admin@mock.test', 'admin-password');
    const id = (await generate('MOCK-VALID', admin)).values!.registrationLink!;
    const reloaded = async (authToken: string) => {
      const sent: SentRequest[] = [];
      const environment = relayEnvironmentOn(backend, sent, { authToken });
      const answer = await retainedQuery<GeneratedLinkAnswerQuery>(environment, linkQuery, { id }, 'store-or-network')
        .response;
      return { answer, sent, record: environment.getStore().getSource().get(id) };
    };
    const asAdmin = await reloaded(admin);
    expect(asAdmin.sent.map((r) => r.operationName)).toEqual(['GeneratedLinkAnswerQuery']);
    expect(String(asAdmin.record?.url)).toContain('MOCK-VALID');
    const asMember = await reloaded(await tokenOf('member@mock.test', 'member-password'));
    expect(asMember.answer?.node).toBeNull();
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
