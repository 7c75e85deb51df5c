/**
 * The test identities every mock provider (Google, Facebook, Apple) offers on its sign-in page: names in several
 * scripts (all pass the name rules of src/shared/registrationRules.ts), and the e-mail cases social sign-up must
 * handle. The `sub` is stable, so a token names the same person on every run.
 */
export interface TestIdentity {
  sub: string;
  givenName: string;
  familyName: string;
  /** null: the person did not share an e-mail address with the app. */
  email: string | null;
  emailVerified: boolean;
  /** For QA: which case this identity shows. */
  note: string;
}

export const TEST_IDENTITIES: readonly TestIdentity[] = [
  {
    sub: 'mock-user-zoe',
    givenName: 'Zoë',
    familyName: 'Dubois-Müller',
    email: 'zoe.dubois@mock.test',
    emailVerified: true,
    note: 'Latin script with diacritics, verified e-mail',
  },
  {
    sub: 'mock-user-lukasz',
    givenName: 'Łukasz',
    familyName: 'Wiśniewski',
    email: 'lukasz.wisniewski@mock.test',
    emailVerified: true,
    note: 'Polish, verified e-mail',
  },
  {
    sub: 'mock-user-eleni',
    givenName: 'Ελένη',
    familyName: 'Παπαδοπούλου',
    email: 'eleni.papadopoulou@mock.test',
    emailVerified: true,
    note: 'Greek script, verified e-mail',
  },
  {
    sub: 'mock-user-olga',
    givenName: 'Ольга',
    familyName: 'Иванова',
    email: 'olga.ivanova@mock.test',
    emailVerified: true,
    note: 'Cyrillic script, verified e-mail',
  },
  {
    sub: 'mock-user-no-email',
    givenName: 'Seán',
    familyName: 'O’Brien',
    email: null,
    emailVerified: false,
    note: 'no e-mail shared: the form asks for one',
  },
  {
    sub: 'mock-user-unverified',
    givenName: 'Åsa',
    familyName: 'Lindqvist',
    email: 'asa.unverified@mock.test',
    emailVerified: false,
    note: 'unverified e-mail: the form’s e-mail counts and is verified as usual',
  },
  {
    sub: 'mock-user-active',
    givenName: 'Erika',
    familyName: 'Muster',
    email: 'active@mock.test',
    emailVerified: true,
    note: 'e-mail of an active member (EmailAlreadyUsedActive)',
  },
  {
    sub: 'mock-user-pending',
    givenName: 'Jan',
    familyName: 'de Vries',
    email: 'pending@mock.test',
    emailVerified: true,
    note: 'e-mail of an account waiting for activation (EmailAlreadyUsedPending)',
  },
];

export const identityBySub = (sub: string): TestIdentity | undefined => TEST_IDENTITIES.find((i) => i.sub === sub);

export const fullName = (identity: TestIdentity): string => `${identity.givenName} ${identity.familyName}`;
