/**
 * The store's starting state. Every value a QA tester types to reach a seeded case
 * (codes, e-mails, activation ids) is listed in scenarios.json with `"via": "seed"`; the codes of the variant
 * scenarios are seeded from there, with the customization each scenario expects.
 */
import { SEED_INVITATIONS } from '../base/options.ts';
import { sha256Hex } from '../base/hashing.ts';
import { loadScenarioCatalogue, type ScenarioCatalogue } from '../scenarios/catalogue.ts';
import { variantCodes } from './variantCodes.ts';
import type {
  RegistrationCodeRecord,
  RegistrationCustomization,
  RegistrationRecord,
  UserRecord,
  WaitingListEntry,
} from './records.ts';

/** How long MOCK-EXPIRES-SOON is valid after the mock starts or resets. */
export const EXPIRES_SOON_MS = 7 * 24 * 60 * 60 * 1000;

export const SEED_ADMIN_SESSION_ID = 'sess_seed_admin';
export const SEED_MEMBER_SESSION_ID = 'sess_seed_member';

const standardCustomization: RegistrationCustomization = {
  copyVariant: 'viral',
  welcomeVoucher: '15',
  registrationLayout: 'right-double-column',
  registrationFlow: 'default',
  theme: 'main',
};

const validCode = (code: string, overrides: Partial<RegistrationCodeRecord> = {}): RegistrationCodeRecord => ({
  code,
  inviter: { name: 'Anna Schmidt', active: true },
  balance: SEED_INVITATIONS,
  pendingRegistrations: 0,
  expiresAt: null,
  customization: standardCustomization,
  refererHosts: null,
  linkOnly: false,
  ...overrides,
});

/** The seed's codes; the variant codes are the catalogue's (the running mock's, which follows edits of the file). */
export function seedRegistrationCodes(
  invitations = SEED_INVITATIONS,
  catalogue: Pick<ScenarioCatalogue, 'scenarios'> = loadScenarioCatalogue(),
): RegistrationCodeRecord[] {
  const codes = [
    validCode('MOCK-VALID'),
    validCode('MOCK-LAST-INVITE', { balance: 1 }),
    validCode('MOCK-NO-CUSTOMIZATION', { customization: null }),
    // Its customization leaves the voucher open: config's rules and experiments decide it (precedence "backend").
    validCode('MOCK-OPEN-VOUCHER', { customization: { ...standardCustomization, welcomeVoucher: null } }),
    validCode('MOCK-INVITER-GONE', { inviter: { name: 'Former Member', active: false } }),
    validCode('MOCK-PARTNER-ONLY', { refererHosts: ['partner.example.com'] }),
    validCode('MOCK-OVERBOOKED', { balance: 2, pendingRegistrations: 3 }),
    validCode('MOCK-NO-BALANCE', { balance: 0 }),
    validCode('MOCK-EXPIRED', { expiresAt: '2020-01-01T00:00:00.000Z' }),
    // Valid for a week from the mock's start (or reset, which puts the clock back): moving the clock past it expires
    // the code while its form is open.
    validCode('MOCK-EXPIRES-SOON', { expiresAt: new Date(Date.now() + EXPIRES_SOON_MS).toISOString() }),
    validCode('MOCK-LINK-ONLY', { linkOnly: true }),
    // One code per variant scenario of mock-server/scenarios.json: every copy variant, voucher, layout and flow of
    // config/variants.json is reachable on a real URL.
    ...variantCodes(catalogue).map(({ code, ...record }) => validCode(code, record)),
  ];
  return codes.map((code) => (code.balance === SEED_INVITATIONS ? { ...code, balance: invitations } : code));
}

const registration = (id: string, email: string, overrides: Partial<RegistrationRecord>): RegistrationRecord => ({
  id,
  email,
  registrationCode: 'MOCK-VALID',
  status: 'SUBMITTED',
  gender: 'FEMALE',
  firstName: 'Erika',
  lastName: 'Muster',
  country: 'DE',
  locale: 'de',
  newsletter: false,
  customerId: null,
  activationId: null,
  activationFails: false,
  finalizeRefused: false,
  createdAt: '2025-01-01T10:00:00.000Z',
  ...overrides,
});

/** A registration whose account waits for its activation link. */
const awaiting = (id: string, email: string, customerId: string, activationId: string, activationFails = false) =>
  registration(id, email, { status: 'PENDING_ACTIVATION', customerId, activationId, activationFails });

export function seedRegistrations(): RegistrationRecord[] {
  return [
    // Started with another invitation and not finished: on MOCK-VALID it answers EmailAlreadyUsedInAcq.
    registration('reg_seed_started', 'started@mock.test', { registrationCode: 'MOCK-ELSEWHERE' }),
    awaiting('reg_seed_pending', 'pending@mock.test', 'C-100002', 'mock-activation-pending'),
    // The activation case's own account: activating it leaves pending@mock.test pending for the cases about it.
    awaiting('reg_seed_awaiting_link', 'awaiting.link@mock.test', 'C-100004', 'mock-activation-ready'),
    registration('reg_seed_active', 'active@mock.test', {
      status: 'ACTIVE',
      customerId: 'C-100001',
      activationId: 'mock-activation-used',
    }),
    awaiting('reg_seed_activation_fails', 'activation-fails@mock.test', 'C-100003', 'mock-activation-fails', true),
    // The registration of the catalogue's social second-step token (shopping preferences).
    registration('reg_seed_social', 'social@mock.test', { registrationCode: 'MOCK-SOCIAL-REG' }),
  ];
}

/** Passwords are the documented QA log-ins (mock-server/README.md). */
export function seedUsers(): UserRecord[] {
  return [
    {
      id: 'usr_seed_admin',
      email: 'admin@mock.test',
      passwordSha256: sha256Hex('admin-password'),
      roles: ['MEMBER', 'ADMIN'],
    },
    {
      id: 'usr_seed_member',
      email: 'member@mock.test',
      passwordSha256: sha256Hex('member-password'),
      roles: ['MEMBER'],
    },
  ];
}

/** Two let in already, then waiting@mock.test (place 1, two joined before it) and one more. */
export const seedWaitingList = (): WaitingListEntry[] => [
  { email: 'admitted.first@mock.test', admitted: true },
  { email: 'admitted.second@mock.test', admitted: true },
  { email: 'waiting@mock.test', admitted: false },
  { email: 'waiting.too@mock.test', admitted: false },
];
export const seedMembershipInterest = (): [string, true][] => [['interested@mock.test', true]];

/** The seed users' sessions (the catalogue's ready bearer tokens name them), as the store keeps them. */
export const seedSessions = (): [string, string][] => [
  [SEED_ADMIN_SESSION_ID, 'usr_seed_admin'],
  [SEED_MEMBER_SESSION_ID, 'usr_seed_member'],
];
