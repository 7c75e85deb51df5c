/** The shapes the in-memory store keeps; GraphQL answers are built from them. */
import { type Language } from '../../src/shared/languages.ts';
import type { OneTimeCodeChannel } from '../../src/shared/oneTimeCodeRules.ts';
import type { Gender, RegistrationCountry } from '../../src/shared/registrationRules.ts';

export interface Inviter {
  name: string;
  /** A deactivated inviter's codes answer INVITER_INVALID. */
  active: boolean;
}

export interface RegistrationCustomization {
  copyVariant: string;
  welcomeVoucher: string | null;
  registrationLayout: string;
  registrationFlow: string;
  theme: string;
}

export interface RegistrationCodeRecord {
  code: string;
  inviter: Inviter | null;
  /** Invitations left; each registration takes one. */
  balance: number;
  /** Registrations started elsewhere (e.g. the shop app) that will each take an invitation. */
  pendingRegistrations: number;
  /** ISO 8601; null for codes that never expire. */
  expiresAt: string | null;
  customization: RegistrationCustomization | null;
  /** When set, the code only works for visitors referred by one of these hosts. */
  refererHosts: string[] | null;
  /** Only valid inside a registration link: arriving without its validity timestamp is refused. */
  linkOnly: boolean;
}

export type RegistrationStatus = 'SUBMITTED' | 'PENDING_ACTIVATION' | 'ACTIVE';

export interface RegistrationRecord {
  id: string;
  email: string;
  registrationCode: string;
  status: RegistrationStatus;
  gender: Gender;
  firstName: string;
  lastName: string;
  country: RegistrationCountry;
  locale: Language;
  newsletter: boolean;
  /** Set by finalizeRegistration, when the shop account exists. */
  customerId: string | null;
  activationId: string | null;
  /** Simulates a shop system that refuses this account's activation. */
  activationFails: boolean;
  /** A catalogue e-mail's finalize problem was answered: the next finalize goes through (docs/decisions.md). */
  finalizeRefused: boolean;
  createdAt: string;
  /** Where in the shop the visitor came from, as the app sent it (rules/deepLinkingPageData.ts). */
  deepLinkingPageData?: { sourcePath?: string; previousPdpPage?: string };
  /** The social registration's second step; a second save replaces the first. */
  shoppingPreferences?: ShoppingPreferences;
}

export interface ShoppingPreferences {
  departments: string[];
  brands: string[];
  clothingSize: string | null;
  shoeSize: string | null;
}

export type UserRole = 'MEMBER' | 'ADMIN';

export interface UserRecord {
  id: string;
  email: string;
  /** sha256 hex of the password; a mock needs no slow hash. */
  passwordSha256: string;
  roles: UserRole[];
}

export interface RegistrationLinkRecord {
  id: string;
  registrationCode: string;
  url: string;
  validityTimestamp: string;
  validUntil: string;
  createdByUserId: string;
}

export interface FeatureUsageEvent {
  clientKey: string;
  key: string;
  on: boolean;
  /** When its ping arrived (the mock's clock): the events of one ping share it. */
  receivedAt: string;
  /** The page that sent it (its Referer; empty from another origin). */
  page: string;
}

/** A mail the backend would have sent; QA and e2e tests read the activation link here. */
export interface SentMail {
  kind: 'activation-mail';
  to: string;
  subject: 'account-activation';
  link: string;
  sentAt: string;
}

/** A one-time code the backend would have sent by text message (PHONE) or e-mail; QA and e2e tests read it here. */
export interface SentOneTimeCode {
  kind: 'one-time-code';
  channel: OneTimeCodeChannel;
  /** The destination: the phone number in E.164 or the e-mail in lower case. */
  to: string;
  code: string;
  /** The language the message was written in. */
  locale: string;
  sentAt: string;
}

/** What GET /mock/outbox lists, oldest first. */
export type OutboxEntry = SentMail | SentOneTimeCode;
/** An entry before the outbox dates it. */
export type OutboxDraft = Omit<SentMail, 'sentAt'> | Omit<SentOneTimeCode, 'sentAt'>;

/** One e-mail on the lobby's waiting list, in the order they joined. */
export interface WaitingListEntry {
  email: string;
  /** Let in since: no longer waiting, yet it joined before everyone after it. */
  admitted: boolean;
}

/** Where an e-mail is on the waiting list. */
export interface WaitingListPlace {
  /** Its place among those still waiting, 1 being the next to be let in. */
  position: number;
  /** How many joined before it, those let in since included. */
  joinedBefore: number;
}
