/**
 * The backend's state, in memory. Resolvers read and change it; reset() puts the seed back
 * so tests (and QA sessions) start from the same known state.
 */
import { randomBytes } from 'node:crypto';
import { LogInThrottle } from '../rules/logInThrottle.ts';
import { MockClock } from './mockClock.ts';
import { UsedIdTokens } from './usedIdTokens.ts';
import type {
  FeatureUsageEvent,
  RegistrationCodeRecord,
  RegistrationLinkRecord,
  RegistrationRecord,
  SentMail,
  UserRecord,
} from './records.ts';
import {
  SEED_ADMIN_SESSION_ID,
  SEED_MEMBER_SESSION_ID,
  seedMembershipInterest,
  seedRegistrationCodes,
  seedRegistrations,
  seedUsers,
  seedWaitingList,
} from './seed.ts';

import { normalizeEmail, WaitingList } from './waitingList.ts';

export { normalizeEmail };
/** Codes compare case-insensitively: people retype them from a card. */
const codeKey = (code: string): string => code.trim().toUpperCase();

export const newId = (prefix: string): string => `${prefix}_${randomBytes(9).toString('base64url')}`;

export class MockStore {
  private codes = new Map<string, RegistrationCodeRecord>();
  private registrations = new Map<string, RegistrationRecord>();
  private users = new Map<string, UserRecord>();
  /** Session ids (the bearer token's jti) still valid; a reset logs everyone out. */
  private sessions = new Map<string, string>();
  private links = new Map<string, RegistrationLinkRecord>();
  waitingList = new WaitingList(seedWaitingList());
  private membershipInterest = new Set<string>();
  readonly featureUsage: FeatureUsageEvent[] = [];
  /** Mails "sent" since the last reset, newest last. */
  readonly outbox: SentMail[] = [];
  /** The backend's time; a reset sets it back to the machine's. */
  readonly clock = new MockClock();
  /** Failed log-ins per e-mail and the lock-outs they caused. */
  logInThrottle = new LogInThrottle();
  /** Id tokens that created a registration (socialRegistrationInput): refused as replayed. */
  usedIdTokens = new UsedIdTokens();

  constructor() {
    this.reset();
  }

  reset(): void {
    this.codes = new Map(seedRegistrationCodes().map((c) => [codeKey(c.code), c]));
    this.registrations = new Map(seedRegistrations().map((r) => [r.id, r]));
    this.users = new Map(seedUsers().map((u) => [u.email, u]));
    this.sessions = new Map([
      [SEED_ADMIN_SESSION_ID, 'usr_seed_admin'],
      [SEED_MEMBER_SESSION_ID, 'usr_seed_member'],
    ]);
    this.links = new Map();
    this.waitingList = new WaitingList(seedWaitingList());
    this.membershipInterest = new Set(seedMembershipInterest());
    this.featureUsage.length = 0;
    this.outbox.length = 0;
    this.clock.reset();
    this.logInThrottle = new LogInThrottle();
    this.usedIdTokens = new UsedIdTokens();
  }

  findCode(code: string): RegistrationCodeRecord | undefined {
    return this.codes.get(codeKey(code));
  }

  findRegistration(id: string): RegistrationRecord | undefined {
    return this.registrations.get(id);
  }

  findRegistrationByEmail(email: string): RegistrationRecord | undefined {
    const wanted = normalizeEmail(email);
    return [...this.registrations.values()].find((r) => r.email === wanted);
  }

  findRegistrationByActivationId(activationId: string): RegistrationRecord | undefined {
    return [...this.registrations.values()].find((r) => r.activationId === activationId);
  }

  /** Stores the registration and takes one invitation from its code. */
  addRegistration(registration: RegistrationRecord): void {
    this.registrations.set(registration.id, registration);
    const code = this.findCode(registration.registrationCode);
    if (code) code.balance = Math.max(0, code.balance - 1);
  }

  /** Puts a restarted registration in place of its unfinalized self: its invitation was taken the first time. */
  restartRegistration(registration: RegistrationRecord): void {
    this.registrations.set(registration.id, registration);
  }

  sendMail(mail: Omit<SentMail, 'sentAt'>): void {
    this.outbox.push({ ...mail, sentAt: new Date(this.clock.now()).toISOString() });
  }

  findUserByEmail(email: string): UserRecord | undefined {
    return this.users.get(normalizeEmail(email));
  }

  findUser(id: string): UserRecord | undefined {
    return [...this.users.values()].find((u) => u.id === id);
  }

  openSession(userId: string): string {
    const sessionId = newId('sess');
    this.sessions.set(sessionId, userId);
    return sessionId;
  }

  sessionUser(sessionId: string): UserRecord | undefined {
    const userId = this.sessions.get(sessionId);
    return userId === undefined ? undefined : this.findUser(userId);
  }

  addLink(link: RegistrationLinkRecord): void {
    this.links.set(link.id, link);
  }

  findLink(id: string): RegistrationLinkRecord | undefined {
    return this.links.get(id);
  }

  /** Returns false when the e-mail had already applied. */
  addMembershipInterest(email: string): boolean {
    return addOnce(this.membershipInterest, normalizeEmail(email));
  }
}

function addOnce(set: Set<string>, value: string): boolean {
  if (set.has(value)) return false;
  set.add(value);
  return true;
}
