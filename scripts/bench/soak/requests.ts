/**
 * The soak's traffic: the app's own operations (its Relay artifacts) with the variables a visitor sends, each
 * request unique enough that the mock's stores grow as in production: half code checks (seeded codes and mistyped
 * ones), a quarter registration submits (a new e-mail each, so each registers someone), a quarter log-ins (the
 * catalogue's admin, and unknown e-mails with a wrong password, which the log-in throttle counts).
 */
import { languages } from '../../../src/shared/languages.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Request } from 'autocannon';
import type { MockScenarioCatalogue } from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import { graphqlPayload } from './evaluate.ts';

/** An operation's text as the app sends it, from its Relay artifact (read as text: tsx cannot load its type import). */
function appOperation(name: string): string {
  const artifact = readFileSync(`src/__generated__/relay/${name}.graphql.ts`, 'utf8');
  return JSON.parse(/"text": (".*")\n/.exec(artifact)![1]!) as string;
}
const CHECK_CODE = appOperation('checkRegistrationCodeQuery');
const SUBMIT_REGISTRATION = appOperation('submitRegistrationMutation');
const LOG_IN = appOperation('logInMutation');

// scripts/ reads the mock's data files, never its code (eslint.config.js).
const { scenarios } = JSON.parse(readFileSync('mock-server/scenarios.json', 'utf8')) as MockScenarioCatalogue;
const success = (operation: string) => scenarios.find((s) => s.operation === operation && s.kind === 'success')!;

const SEEDED_CODES = scenarios
  .filter((s) => s.operation === 'registrationCodeDetails' && s.trigger.via === 'seed')
  .map((s) => s.trigger.value);
const SUBMIT = success('registrationSubmitForm').request.variables as { formInput: Record<string, unknown> };
const ADMIN = success('logIn').request.variables as { input: { email: string; password: string } };
const FIRST_NAMES = ['Zoë', 'Łukasz', 'Ελένη', 'Ольга', 'Seán', 'Åsa', 'Erika', 'Jan', 'Ana-María', 'Chloé'];
const LAST_NAMES = ['Dubois-Müller', 'Wiśniewski', 'Παπαδοπούλου', 'Иванова', 'O’Brien', 'Lindqvist', 'de Vries'];

let sequence = 0;
const unique = () => `${(sequence += 1)}.${randomBytes(4).toString('hex')}`;
const pick = <T>(list: readonly T[]): T => list[sequence % list.length]!;
const body = (text: string, variables: unknown) => JSON.stringify({ query: text, variables });

export const tally = { graphqlErrors: 0, registered: 0, submitsRefused: 0, signedIn: 0, logInsRefused: 0 };

function expectPayload(on: (data: Record<string, unknown>) => void) {
  return (_status: number, responseBody: string) => {
    const { error, data } = graphqlPayload(responseBody);
    if (error || !data) tally.graphqlErrors += 1;
    else on(data);
  };
}

const codeCheck = (): Request => ({
  method: 'POST',
  setupRequest: (request) => {
    const code = sequence % 5 === 0 ? `MOCK-${unique().toUpperCase()}` : pick(SEEDED_CODES); // one in 5 mistyped
    return { ...request, body: body(CHECK_CODE, { registrationCode: code }) };
  },
  onResponse: expectPayload(() => undefined),
});

const registrationSubmit = (): Request => ({
  method: 'POST',
  setupRequest: (request) => {
    const formInput = {
      ...SUBMIT.formInput,
      email: `soak.${unique()}@mock.test`,
      firstName: pick(FIRST_NAMES),
      lastName: pick(LAST_NAMES),
      gender: sequence % 2 ? 'FEMALE' : 'MALE',
      locale: pick(languages),
    };
    return { ...request, body: body(SUBMIT_REGISTRATION, { ...SUBMIT, formInput }) };
  },
  onResponse: expectPayload((data) => {
    const answer = data.registrationSubmitForm as { token: string | null } | null;
    if (answer?.token) tally.registered += 1;
    else tally.submitsRefused += 1;
  }),
});

const logInAs = (who: 'admin' | 'stranger'): Request => ({
  method: 'POST',
  setupRequest: (request) => {
    const input = who === 'admin' ? ADMIN.input : { email: `stranger.${unique()}@mock.test`, password: 'guessed' };
    return { ...request, body: body(LOG_IN, { input }) };
  },
  onResponse: expectPayload((data) => {
    if ((data.logIn as { token: string | null } | null)?.token) tally.signedIn += 1;
    else tally.logInsRefused += 1;
  }),
});

/** One connection's round: 4 code checks, 2 submits, 2 log-ins. */
export const soakRequests = (): Request[] => [
  codeCheck(),
  registrationSubmit(),
  codeCheck(),
  logInAs('admin'),
  codeCheck(),
  registrationSubmit(),
  codeCheck(),
  logInAs('stranger'),
];

export const MIX = 'code checks 50%, registration submits 25%, log-ins 25% (half of them refused)';
