// The store behaves like a backend: registrations move through their states, codes run out,
// tokens and roles decide, and a reset brings the seed back.
import { describe, expect, it } from 'vitest';
import { successRequest } from './support/catalogue.ts';
import {
  activate,
  codeErrors,
  finalize,
  reasons,
  registerUntilPending,
  submit,
  submitRequest,
} from './support/flows.ts';
import { postGraphql, valueAtPath } from './support/graphql-http.ts';
import { useRunningMockServer } from './support/running-server.ts';

const server = useRunningMockServer();

describe('one e-mail through a registration', () => {
  it('is in acquisition after submit, pending after finalize, active after activation', async () => {
    const { url } = server();
    const email = 'twice@mock.test';
    const first = await submit(url, email);
    expect(first.registration?.status).toBe('SUBMITTED');
    expect(reasons(await submit(url, email, 'MOCK-DEFAULT'))).toEqual(['EmailAlreadyUsedInAcq']);

    const finalized = await finalize(url, first.registration!.id);
    expect(finalized.registration?.status).toBe('PENDING_ACTIVATION');
    expect(reasons(await submit(url, email))).toEqual(['EmailAlreadyUsedPending']);

    const activationId = new URL(finalized.hybrisAccountActivationUrl!).searchParams.get('activationId')!;
    expect((await activate(url, activationId)).registration?.status).toBe('ACTIVE');
    expect(reasons(await submit(url, email))).toEqual(['EmailAlreadyUsedActive']);
  });

  it('puts the activation mail into the outbox, and again when the pending e-mail registers once more', async () => {
    const { url } = server();
    await registerUntilPending(url, 'outbox@mock.test');
    await submit(url, 'outbox@mock.test');
    const outbox = (await (await fetch(`${url}/mock/outbox`)).json()) as { to: string; link: string }[];
    expect(outbox.map((mail) => mail.to)).toEqual(['outbox@mock.test', 'outbox@mock.test']);
    expect(outbox[0]?.link).toContain('/registration/activateaccount?activationId=act_'); // in its language: activation-mail-language.test.ts
  });

  it('hands out a token whose e-mail opens the lobby', async () => {
    const { url } = server();
    const { token } = await submit(url, 'lobby@mock.test');
    const request = successRequest('joinWaitingList');
    (request.variables as { input: { token: string } }).input.token = token!;
    const joined = await postGraphql(url, request);
    // The seed's list: two let in already, two waiting.
    const place = { position: 3, joinedBefore: 4 };
    expect(joined.body.data.joinWaitingList).toEqual({ email: 'lobby@mock.test', status: 'ADDED', ...place });
    expect((await postGraphql(url, request)).body.data.joinWaitingList).toEqual({
      email: 'lobby@mock.test',
      status: 'ALREADY_ON_LIST',
      ...place,
    });
  });
});

describe('the waiting list', () => {
  /** The lobby token of a fresh registration with this e-mail. */
  const tokenOf = async (email: string) => (await submit(server().url, email)).token!;
  const join = async (token: string, headers: Record<string, string> = {}) => {
    const request = successRequest('joinWaitingList');
    (request.variables as { input: { token: string } }).input.token = token;
    return (await postGraphql(server().url, request, headers)).body.data.joinWaitingList;
  };

  it('keeps the order of joining: each newcomer one place further back', async () => {
    const first = await join(await tokenOf('first.in.line@mock.test'));
    const second = await join(await tokenOf('second.in.line@mock.test'));
    expect(second.position).toBe(first.position + 1);
    expect(second.joinedBefore).toBe(first.joinedBefore + 1);
    // Those let in since count as having joined before, not as waiting ahead.
    expect(first.joinedBefore).toBeGreaterThan(first.position - 1);
  });

  it('answers a forced scenario with the place the e-mail would get, without adding it', async () => {
    const token = await tokenOf('forced@mock.test');
    const forced = await join(token, { 'X-Mock-Scenario': 'waiting-list-already-on-list' });
    expect(forced.status).toBe('ALREADY_ON_LIST');
    const joined = await join(token);
    expect(joined).toMatchObject({ status: 'ADDED', position: forced.position, joinedBefore: forced.joinedBefore });
  });
});

describe('a registration code', () => {
  it('loses an invitation per registration and then has no balance left', async () => {
    const { url } = server();
    expect(await codeErrors(url, 'MOCK-LAST-INVITE')).toEqual([]);
    expect((await submit(url, 'first@mock.test', 'MOCK-LAST-INVITE')).registration?.status).toBe('SUBMITTED');
    expect(await codeErrors(url, 'MOCK-LAST-INVITE')).toEqual(['REGISTRATION_CODE_NO_BALANCE_LEFT']);
    const second = await submit(url, 'second@mock.test', 'MOCK-LAST-INVITE');
    expect(second.registrationProblems.map((p) => [p.reason, p.reasonDetails.error])).toEqual([
      ['RegistrationCode', 'REGISTRATION_CODE_NO_BALANCE_LEFT'],
    ]);
  });

  it('is compared without regard to case', async () => {
    expect(await codeErrors(server().url, 'mock-valid')).toEqual([]);
  });
});

describe('registration links', () => {
  const generate = (authorization?: string) =>
    postGraphql(server().url, {
      ...successRequest('generateRegistrationLink'),
      headers: authorization ? { Authorization: authorization } : {},
    });

  it('are generated for an admin: valid 14 days, and the signed timestamp is accepted', async () => {
    const { body } = await generate(successRequest('generateRegistrationLink').headers?.Authorization);
    const link = body.data.generateRegistrationLink.registrationLink;
    const days = (Date.parse(link.validUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
    const validityTimestamp = new URL(link.url).searchParams.get('validityTimestamp')!;
    expect(new URL(link.url).pathname).toBe('/acquisition/MOCK-VALID');
    expect(await codeErrors(server().url, 'MOCK-VALID', validityTimestamp)).toEqual([]);
  });

  it('cannot be extended or moved to another code', async () => {
    const { body } = await generate(successRequest('generateRegistrationLink').headers?.Authorization);
    const timestamp: string = new URL(body.data.generateRegistrationLink.registrationLink.url).searchParams.get(
      'validityTimestamp',
    )!;
    const [expiry, signature] = timestamp.split('.');
    const extended = `${Number(expiry) + 86_400_000}.${signature}`;
    expect(await codeErrors(server().url, 'MOCK-VALID', extended)).toEqual(['REGISTRATION_LINK_INVALID']);
    expect(await codeErrors(server().url, 'MOCK-LAST-INVITE', timestamp)).toEqual(['REGISTRATION_LINK_INVALID']);
  });

  it('are refused without a token, to a member, and for an invalid code', async () => {
    expect(valueAtPath((await generate()).body, 'errors.*.extensions.code')).toEqual(['UNAUTHENTICATED']);
    const logIn = await postGraphql(server().url, {
      ...successRequest('logIn'),
      variables: { input: { email: 'member@mock.test', password: 'member-password' } },
    });
    const memberToken = logIn.body.data.logIn.token as string;
    expect(valueAtPath((await generate(`Bearer ${memberToken}`)).body, 'errors.*.extensions.code')).toEqual([
      'FORBIDDEN',
    ]);

    const admin = successRequest('generateRegistrationLink');
    (admin.variables as { input: { registrationCode: string } }).input.registrationCode = 'MOCK-NO-BALANCE';
    const refused = await postGraphql(server().url, admin);
    expect(refused.body.data.generateRegistrationLink).toEqual({
      registrationLink: null,
      errorDetails: [{ error: 'REGISTRATION_CODE_NO_BALANCE_LEFT' }],
    });
  });
});

describe('log-in', () => {
  const SignedInCheckQuery = { query: '{ viewer { email roles } }', variables: {} };

  it('gives a bearer token that names the user, with or without the Bearer prefix', async () => {
    const { url } = server();
    const { body } = await postGraphql(url, successRequest('logIn'));
    const token = body.data.logIn.token as string;
    expect((await postGraphql(url, SignedInCheckQuery, { Authorization: `Bearer ${token}` })).body.data.viewer).toEqual(
      {
        email: 'admin@mock.test',
        roles: ['MEMBER', 'ADMIN'],
      },
    );
    expect((await postGraphql(url, SignedInCheckQuery, { Authorization: token })).body.data.viewer.email).toBe(
      'admin@mock.test',
    );
  });

  it('is forgotten after a reset', async () => {
    const { url, backend } = server();
    const token = (await postGraphql(url, successRequest('logIn'))).body.data.logIn.token as string;
    backend.reset();
    expect(
      (await postGraphql(url, SignedInCheckQuery, { Authorization: `Bearer ${token}` })).body.data.viewer,
    ).toBeNull();
  });
});

describe('a registration submitted and never finalized', () => {
  it('is restarted by a submit with the same code: the same registration, no second one', async () => {
    const { url } = server();
    const first = await submit(url, 'restart@mock.test');
    const again = await submit(url, 'Restart@Mock.test ');
    expect(reasons(again)).toEqual([]);
    expect(again.registration?.id).toBe(first.registration?.id);
    expect((await finalize(url, again.registration!.id)).registration?.status).toBe('PENDING_ACTIVATION');
  });

  it("is refused a catalogue e-mail's finalize problem once: registering again finishes it", async () => {
    const { url } = server();
    const email = 'agreements-not-accepted+once@mock.test'; // the tag still triggers the catalogue's case
    const first = await submit(url, email);
    expect((await finalize(url, first.registration!.id)).registration).toBeNull();
    const again = await submit(url, email);
    expect(again.registration?.id).toBe(first.registration?.id);
    const finalized = await finalize(url, again.registration!.id);
    expect(finalized.registration?.status).toBe('PENDING_ACTIVATION');
    const outbox = (await (await fetch(`${url}/mock/outbox`)).json()) as { to: string }[];
    expect(outbox.filter((mail) => mail.to === email)).toHaveLength(1);
  });
});

describe('reset', () => {
  it('puts the seed back through POST /mock/reset and through the X-Mock-Reset header', async () => {
    const { url } = server();
    await submit(url, 'reset@mock.test');
    expect(reasons(await submit(url, 'reset@mock.test', 'MOCK-DEFAULT'))).toEqual(['EmailAlreadyUsedInAcq']);
    expect((await fetch(`${url}/mock/reset`, { method: 'POST' })).status).toBe(204);
    expect((await submit(url, 'reset@mock.test')).registration?.status).toBe('SUBMITTED');

    const again = await postGraphql(url, submitRequest('reset@mock.test'), { 'X-Mock-Reset': '1' });
    expect(again.body.data.registrationSubmitForm.registration.status).toBe('SUBMITTED');
  });
});
