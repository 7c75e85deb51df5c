// Failed log-ins per e-mail: five within 15 minutes lock that e-mail for 15 minutes, account or not, and
// the answers never tell whether an account exists. Time moves through POST /mock/clock.
import { describe, expect, it } from 'vitest';
import { FAILED_LOGIN_WINDOW_MS, LOCKOUT_MS, MAX_FAILED_LOGINS } from '../../mock-server/store/logInThrottle.ts';
import { successRequest } from './support/catalogue.ts';
import { advanceClock } from './support/clock.ts';
import { postGraphql } from './support/graphql-http.ts';
import { useRunningMockServer } from './support/running-server.ts';

const server = useRunningMockServer();

async function logIn(
  email: string,
  password: string,
): Promise<{ token: string | null; user: unknown; error: string | null }> {
  const request = { ...successRequest('logIn'), variables: { input: { email, password } } };
  return (await postGraphql(server().url, request)).body.data.logIn;
}

async function failTimes(times: number, email: string) {
  for (let i = 0; i < times; i++) expect((await logIn(email, `wrong-${i}`)).error).toBe('INVALID_CREDENTIALS');
}

describe('failed log-ins', () => {
  it('lock an account after five: then even the right password is refused', async () => {
    await failTimes(MAX_FAILED_LOGINS, 'member@mock.test');
    expect(await logIn('member@mock.test', 'member-password')).toMatchObject({
      token: null,
      error: 'TOO_MANY_ATTEMPTS',
    });
    expect((await logIn('admin@mock.test', 'admin-password')).token).toMatch(/^ey/); // one e-mail only
  });

  it('lock an unknown e-mail the same way, so the lock-out does not tell who is a member', async () => {
    await failTimes(MAX_FAILED_LOGINS, 'nobody@mock.test');
    expect(await logIn('nobody@mock.test', 'anything')).toMatchObject({ token: null, error: 'TOO_MANY_ATTEMPTS' });
  });

  it('count per e-mail whatever its case and spaces', async () => {
    await failTimes(MAX_FAILED_LOGINS - 1, 'member@mock.test');
    await failTimes(1, '  Member@Mock.TEST ');
    expect((await logIn('member@mock.test', 'member-password')).error).toBe('TOO_MANY_ATTEMPTS');
  });

  it('lock for 15 minutes, then the right password works again', async () => {
    await failTimes(MAX_FAILED_LOGINS, 'member@mock.test');
    await advanceClock(server().url, LOCKOUT_MS - 60_000);
    expect((await logIn('member@mock.test', 'member-password')).error).toBe('TOO_MANY_ATTEMPTS');
    await advanceClock(server().url, 60_000);
    expect((await logIn('member@mock.test', 'member-password')).token).toMatch(/^ey/);
  });

  it('older than 15 minutes no longer count', async () => {
    await failTimes(MAX_FAILED_LOGINS - 1, 'member@mock.test');
    await advanceClock(server().url, FAILED_LOGIN_WINDOW_MS);
    await failTimes(MAX_FAILED_LOGINS - 1, 'member@mock.test');
    expect((await logIn('member@mock.test', 'member-password')).token).toMatch(/^ey/);
  });

  it('start again from zero after a successful log-in', async () => {
    await failTimes(MAX_FAILED_LOGINS - 1, 'member@mock.test');
    expect((await logIn('member@mock.test', 'member-password')).token).toMatch(/^ey/);
    await failTimes(MAX_FAILED_LOGINS - 1, 'member@mock.test');
    expect((await logIn('member@mock.test', 'member-password')).token).toMatch(/^ey/);
  });

  it('are forgotten by a reset', async () => {
    await failTimes(MAX_FAILED_LOGINS, 'member@mock.test');
    await fetch(`${server().url}/mock/reset`, { method: 'POST' });
    expect((await logIn('member@mock.test', 'member-password')).token).toMatch(/^ey/);
  });
});
