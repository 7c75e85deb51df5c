import { describe, expect, it } from 'vitest';
import { readAuthToken } from '../../src/relay/authorization.ts';
import { runAction, SITE, useBrowserGlobals, useMockBackend } from './support.ts';

const backend = useMockBackend();
useBrowserGlobals(); // the auth cookie lives in the document's cookie jar
const logIn = (email: string, password: string, path?: string) =>
  runAction(backend, 'logIn', { email, password }, { path });

describe('the logIn action', () => {
  it('keeps the token in the auth cookie and leads back to the page of the URL that asked for the log-in', async () => {
    const answer = await logIn('admin@mock.test', 'admin-password', '/acquisition/entrance?returnTo=%2Fde%2Flobby');
    expect(answer).toMatchObject({ answers: ['SIGNED_IN'], values: { destination: `${SITE}/acquisition/de/lobby` } });
    expect(readAuthToken()).toMatch(/^ey/);
  });

  it("without a page to return to, leads to the shop's start page on this site", async () => {
    const answer = await logIn('member@mock.test', 'member-password');
    expect(answer.values?.destination).toMatch(new RegExp(`^${SITE}/`));
    expect(answer.values?.destination).not.toContain('/acquisition/');
  });

  it('answers one refusal for a wrong password and an unknown e-mail', async () => {
    expect((await logIn('member@mock.test', 'wrong')).answers).toEqual(['INVALID_CREDENTIALS']);
    expect((await logIn('nobody@mock.test', 'wrong')).answers).toEqual(['INVALID_CREDENTIALS']);
  });
});
