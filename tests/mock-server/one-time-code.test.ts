// Sign-up by one-time code against the mock over HTTP: the code in the outbox, tries, expiry and the resend wait on
// the mock's clock, the id token checked against the JWKS the backend publishes, phone numbers in E.164.
import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ONE_TIME_CODE_ISSUER_PATH } from '../../mock-server/social/oneTimeCodeIssuer.ts';
import { MAX_PENDING_CODES, OneTimeCodes } from '../../mock-server/store/oneTimeCodes.ts';
import { ONE_TIME_CODE_AUDIENCE, ONE_TIME_CODE_RULES } from '../../src/shared/oneTimeCodeRules.ts';
import { scenario, successRequest } from './support/catalogue.ts';
import { advanceClock } from './support/clock.ts';
import { postGraphql } from './support/graphql-http.ts';
import { useRunningMockServer } from './support/running-server.ts';

const server = useRunningMockServer();
const { maxAttempts, expiresInSeconds, resendAfterSeconds } = ONE_TIME_CODE_RULES;

async function requestCode(channel: 'PHONE' | 'EMAIL', destination: string, locale = 'pl') {
  const request = { ...successRequest('requestOneTimeCode'), variables: { channel, destination, locale } };
  return (await postGraphql(server().url, request)).body.data.requestOneTimeCode;
}

async function verifyCode(channel: 'PHONE' | 'EMAIL', destination: string, code: string, nonce = 'nonce-1') {
  const request = successRequest('verifyOneTimeCode');
  // The verify part alone: the catalogue's happy path asks for a code first.
  request.query = request.query.replace(/sent: requestOneTimeCode\([^)]*\) \{ status \}/, '');
  request.query = request.query.replace(', $locale: String!', '');
  request.variables = { channel, destination, code, nonce };
  return (await postGraphql(server().url, request)).body.data.verifyOneTimeCode;
}

async function outboxCode(to: string): Promise<string> {
  const outbox = (await (await fetch(`${server().url}/mock/outbox`)).json()) as {
    kind: string;
    to: string;
    code: string;
  }[];
  return outbox.filter((entry) => entry.kind === 'one-time-code' && entry.to === to).at(-1)!.code;
}

const otherThan = (code: string) => String((Number(code) + 1) % 10 ** ONE_TIME_CODE_RULES.length).padStart(6, '0');

describe('requestOneTimeCode', () => {
  it('sends a random six-digit code to the number in E.164, in the outbox with its kind, channel and language', async () => {
    expect(await requestCode('PHONE', '+49 151 1234 5678')).toEqual({
      status: 'SENT',
      destination: '+4915112345678',
      expiresInSeconds,
      resendAfterSeconds,
      retryAfterSeconds: null,
    });
    const outbox = await (await fetch(`${server().url}/mock/outbox`)).json();
    expect(outbox).toEqual([
      {
        kind: 'one-time-code',
        channel: 'PHONE',
        to: '+4915112345678',
        code: expect.stringMatching(/^\d{6}$/),
        locale: 'pl',
        sentAt: expect.any(String),
      },
    ]);
  });

  it('refuses a landline, a short number and an e-mail without @, and a new code within 30 s', async () => {
    expect((await requestCode('PHONE', '+49 30 1234567')).status).toBe('DESTINATION_INVALID');
    expect((await requestCode('PHONE', '0151 12345678')).status).toBe('DESTINATION_INVALID'); // no country: E.164 only
    expect((await requestCode('EMAIL', 'no-at-sign')).status).toBe('DESTINATION_INVALID');
    await requestCode('EMAIL', 'Someone@Mock.test');
    await advanceClock(server().url, 12_000);
    expect(await requestCode('EMAIL', 'someone@mock.test ')).toMatchObject({
      status: 'RESEND_TOO_SOON',
      retryAfterSeconds: resendAfterSeconds - 12,
    });
    await advanceClock(server().url, (resendAfterSeconds - 12) * 1000);
    expect((await requestCode('EMAIL', 'someone@mock.test')).status).toBe('SENT');
  });
});

describe('verifyOneTimeCode', () => {
  it('counts wrong tries down, voids the code at the third and takes a new one after 30 s', async () => {
    await requestCode('EMAIL', 'tries@mock.test');
    const code = await outboxCode('tries@mock.test');
    for (let left = maxAttempts - 1; left > 0; left--) {
      expect(await verifyCode('EMAIL', 'tries@mock.test', otherThan(code))).toMatchObject({
        status: 'WRONG_CODE',
        attemptsLeft: left,
      });
    }
    expect((await verifyCode('EMAIL', 'tries@mock.test', otherThan(code))).status).toBe('TOO_MANY_ATTEMPTS');
    expect((await verifyCode('EMAIL', 'tries@mock.test', code)).status).toBe('TOO_MANY_ATTEMPTS');
    await advanceClock(server().url, resendAfterSeconds * 1000);
    await requestCode('EMAIL', 'tries@mock.test');
    expect((await verifyCode('EMAIL', 'tries@mock.test', await outboxCode('tries@mock.test'))).status).toBe('VERIFIED');
  });

  it('expires a code after 5 minutes, and a new code voids the one before', async () => {
    await requestCode('EMAIL', 'late@mock.test');
    const first = await outboxCode('late@mock.test');
    await advanceClock(server().url, expiresInSeconds * 1000 - 1000);
    await requestCode('EMAIL', 'late@mock.test'); // 30 s have passed: a new code
    const second = await outboxCode('late@mock.test');
    if (first !== second) expect((await verifyCode('EMAIL', 'late@mock.test', first)).status).toBe('WRONG_CODE');
    await advanceClock(server().url, expiresInSeconds * 1000);
    expect((await verifyCode('EMAIL', 'late@mock.test', second)).status).toBe('EXPIRED');
  });

  it('answers a signed id token for the verified number once; the code works once', async () => {
    await requestCode('PHONE', '+48 512 345 678');
    const code = await outboxCode('+48512345678');
    const answer = await verifyCode('PHONE', '+48512345678', code, 'nonce-xyz');
    expect(answer).toMatchObject({ status: 'VERIFIED', attemptsLeft: null });
    const issuer = `${server().url}${ONE_TIME_CODE_ISSUER_PATH}/phone`;
    const jwks = createLocalJWKSet(await (await fetch(`${issuer}/jwks`)).json());
    const { payload, protectedHeader } = await jwtVerify(answer.idToken, jwks, {
      issuer,
      audience: ONE_TIME_CODE_AUDIENCE,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ phone_number: '+48512345678', phone_number_verified: true, nonce: 'nonce-xyz' });
    expect(payload.exp! - payload.iat!).toBe(ONE_TIME_CODE_RULES.idTokenLifetimeSeconds);
    expect(payload.sub).toMatch(/^otc_/);
    expect((await verifyCode('PHONE', '+48512345678', code)).status).toBe('NOT_REQUESTED');
  });
});

describe('the store of pending codes', () => {
  it('keeps at most MAX_PENDING_CODES, dropping the oldest', () => {
    const codes = new OneTimeCodes();
    for (let i = 0; i <= MAX_PENDING_CODES; i++) codes.request('EMAIL', `p${i}@mock.test`, 0);
    expect(codes.size).toBe(MAX_PENDING_CODES);
    expect(codes.verify('EMAIL', 'p0@mock.test', '000000', 0).status).toBe('NOT_REQUESTED');
  });
});

describe('the registration takes the one-time code token', () => {
  async function register(email: string, social: Record<string, string>) {
    const request = scenario('social-identity-invalid').request as { query: string; variables: Record<string, any> };
    request.variables = { ...request.variables, formInput: { ...request.variables.formInput, email }, social };
    const answer = (await postGraphql(server().url, request)).body.data.registrationSubmitForm;
    return { id: answer.registration?.id as string | undefined, problems: answer.registrationProblems };
  }

  it('registers with a verified phone (the e-mail from the form), and refuses another nonce and a replay', async () => {
    await requestCode('PHONE', '+48512345679');
    const { idToken } = await verifyCode('PHONE', '+48512345679', await outboxCode('+48512345679'), 'n-phone');
    const refused = await register('phone.one@mock.test', { provider: 'PHONE', idToken, nonce: 'other' });
    expect(refused.problems.map((p: any) => p.reasonDetails.error)).toEqual(['NONCE']);
    const registered = await register('phone.one@mock.test', { provider: 'PHONE', idToken, nonce: 'n-phone' });
    expect(registered).toMatchObject({ id: expect.stringMatching(/^reg_/), problems: [] });
    const replayed = await register('phone.two@mock.test', { provider: 'PHONE', idToken, nonce: 'n-phone' });
    expect(replayed.problems.map((p: any) => p.reasonDetails.error)).toEqual(['REPLAYED']);
  });

  it('registers a verified e-mail as the token says, and refuses its token as a phone one', async () => {
    await requestCode('EMAIL', 'verified.by.code@mock.test');
    const code = await outboxCode('verified.by.code@mock.test');
    const { idToken } = await verifyCode('EMAIL', 'verified.by.code@mock.test', code, 'n-mail');
    const asPhone = await register('x@mock.test', { provider: 'PHONE', idToken, nonce: 'n-mail' });
    expect(asPhone.problems.map((p: any) => p.reasonDetails.error)).toEqual(['ISSUER']);
    const registered = await register('typed@mock.test', { provider: 'EMAIL', idToken, nonce: 'n-mail' });
    expect(server().backend.store.findRegistration(registered.id!)?.email).toBe('verified.by.code@mock.test');
  });
});
