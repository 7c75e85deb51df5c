// The backend's state, in memory. Resolvers read and change it; reset() puts the seed back
// so tests (and QA sessions) start from the same known state. What visitors add is bounded (capacities.ts).
import { LogInThrottle } from './logInThrottle.ts';
import { Accounts, newId } from './accounts.ts';
import { appendBounded, BoundedMap } from './boundedMap.ts';
import { CAPACITY } from './capacities.ts';
import { MockClock } from './mockClock.ts';
import { UsedIdTokens } from './usedIdTokens.ts';
import type {
  FeatureUsageEvent,
  RegistrationCodeRecord,
  RegistrationLinkRecord,
  OutboxDraft,
  OutboxEntry,
  RegistrationRecord,
  UserRecord,
} from './records.ts';
import { OneTimeCodes } from './oneTimeCodes.ts';
import { Registrations } from './registrations.ts';
import type { ScenarioCatalogue } from '../scenarios/catalogue.ts';
import { SEED_INVITATIONS } from '../base/options.ts';
import { codeKey, reseedCodes } from './reseedCodes.ts';
import { seedMembershipInterest, seedRegistrationCodes, seedWaitingList } from './seed.ts';
import { normalizeEmail, WaitingList } from './waitingList.ts';

export { newId, normalizeEmail };

/** Codes compare case-insensitively: people retype them from a card. */

export const MAX_OUTBOX_ENTRIES = CAPACITY.outbox;

export interface MockStoreOptions {
  /** Invitations of each seeded code that has the usual number (the soak benchmark asks for more). */
  seedInvitations?: number;
  /** Told when a registration is forgotten (past its capacity), to forget what was kept for it. */
  onRegistrationForgotten?: (id: string) => void;
  /** The catalogue whose variant scenarios are seeded codes (the running mock's; by default the file as it is). */
  catalogue?: Pick<ScenarioCatalogue, 'scenarios'>;
}

export class MockStore {
  private codes = new Map<string, RegistrationCodeRecord>(); // the seed's only
  private registrations = new Registrations();
  /** Users and their sessions; a reset logs everyone out. */
  accounts = new Accounts();
  private links = new BoundedMap<string, RegistrationLinkRecord>(0);
  waitingList = new WaitingList(seedWaitingList(), CAPACITY.waitingList);
  private membershipInterest = new BoundedMap<string, true>(0);
  /** GrowthBook's feature-usage pings, newest last (the last CAPACITY.featureUsage). */
  readonly featureUsage: FeatureUsageEvent[] = [];
  /** Mails and one-time codes "sent" since the last reset, newest last (the last MAX_OUTBOX_ENTRIES). */
  readonly outbox: OutboxEntry[] = [];
  oneTimeCodes = new OneTimeCodes(); // sent and not yet used
  /** The backend's time; a reset sets it back to the machine's. */
  readonly clock = new MockClock();
  /** Failed log-ins per e-mail and the lock-outs they caused. */
  logInThrottle = new LogInThrottle();
  /** Id tokens that created a registration (socialRegistrationInput): refused as replayed. */
  usedIdTokens = new UsedIdTokens();

  /** The codes the seed gave (its catalogue's included): a catalogue edit may take one back. */
  private seededKeys = new Set<string>();

  constructor(private readonly options: MockStoreOptions = {}) {
    this.reset();
  }

  reset(): void {
    this.codes = new Map(this.seedCodes().map((c) => [codeKey(c.code), c]));
    this.seededKeys = new Set(this.codes.keys());
    this.registrations = new Registrations(this.options.onRegistrationForgotten);
    this.accounts = new Accounts();
    this.links = new BoundedMap(CAPACITY.links);
    this.waitingList = new WaitingList(seedWaitingList(), CAPACITY.waitingList);
    this.membershipInterest = new BoundedMap(CAPACITY.membershipInterest, seedMembershipInterest());
    this.featureUsage.length = 0;
    this.outbox.length = 0;
    this.clock.reset();
    this.logInThrottle = new LogInThrottle();
    this.oneTimeCodes = new OneTimeCodes();
    this.usedIdTokens = new UsedIdTokens();
  }

  private seedCodes = () =>
    seedRegistrationCodes(this.options.seedInvitations ?? SEED_INVITATIONS, this.options.catalogue);

  /** After a catalogue edit (reseedCodes.ts). */
  reseedCodes(): void {
    this.seededKeys = reseedCodes(this.codes, this.seededKeys, this.seedCodes());
  }

  findCode(code: string): RegistrationCodeRecord | undefined {
    return this.codes.get(codeKey(code));
  }

  findRegistration(id: string): RegistrationRecord | undefined {
    return this.registrations.byId(id);
  }

  findRegistrationByEmail(email: string): RegistrationRecord | undefined {
    return this.registrations.byEmail(email);
  }

  findRegistrationByActivationId(activationId: string): RegistrationRecord | undefined {
    return this.registrations.byActivationId(activationId);
  }

  /** Stores the registration and takes one invitation from its code. */
  addRegistration(registration: RegistrationRecord): void {
    this.registrations.put(registration);
    const code = this.findCode(registration.registrationCode);
    if (code) code.balance = Math.max(0, code.balance - 1);
  }

  /** Puts a restarted registration in place of its unfinalized self: its invitation was taken the first time. */
  restartRegistration(registration: RegistrationRecord): void {
    this.registrations.put(registration);
  }

  send(entry: OutboxDraft): void {
    appendBounded(this.outbox, [{ ...entry, sentAt: new Date(this.clock.now()).toISOString() }], MAX_OUTBOX_ENTRIES);
  }

  recordFeatureUsage(events: readonly FeatureUsageEvent[]): void {
    appendBounded(this.featureUsage, events, CAPACITY.featureUsage);
  }

  findUserByEmail = (email: string): UserRecord | undefined => this.accounts.findUserByEmail(email);
  findUser = (id: string): UserRecord | undefined => this.accounts.findUser(id);
  openSession = (userId: string): string => this.accounts.openSession(userId);
  sessionUser = (sessionId: string): UserRecord | undefined => this.accounts.sessionUser(sessionId);

  addLink(link: RegistrationLinkRecord): void {
    this.links.set(link.id, link);
  }

  findLink(id: string): RegistrationLinkRecord | undefined {
    return this.links.get(id);
  }

  /** Returns false when the e-mail had already applied. */
  addMembershipInterest(email: string): boolean {
    const key = normalizeEmail(email);
    if (this.membershipInterest.has(key)) return false;
    this.membershipInterest.set(key, true);
    return true;
  }
}
