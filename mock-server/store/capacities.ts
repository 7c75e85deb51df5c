/**
 * How much the mock backend keeps of what visitors add, so that a long QA session, a day of dev server or the soak
 * benchmark (npm run bench:soak) cannot grow it without end. Past a capacity the oldest added entry is forgotten
 * first; the seed (codes, users, their sessions, the seeded registrations, waiting list and interest) is pinned and
 * never forgotten, so every case of the catalogue stays reachable. A reset empties all of it back to the seed.
 * Several times what a whole e2e run or a day of QA adds (a few hundred of each), and small enough that under the
 * soak's load they fill within seconds and the memory then stays flat (a registration keeps about 1 KB).
 */
export const CAPACITY = {
  /** Submitted registrations (a forgotten one answers like an unknown id) and the mocked values of their answers. */
  registrations: 2000,
  /** Log-in sessions: a token whose session was forgotten is signed out. */
  sessions: 2000,
  /** Generated registration links. */
  links: 1000,
  /** The lobby's waiting list, after its seeded entries. */
  waitingList: 2000,
  /** E-mails that applied for membership. */
  membershipInterest: 2000,
  /** E-mails with recent failed log-ins, and e-mails locked out (each). */
  logInThrottle: 2000,
  /** What GET /mock/outbox lists: the newest mails and one-time codes. */
  outbox: 1000,
  /** GrowthBook's feature-usage pings. */
  featureUsage: 1000,
  /** One-time codes sent and not yet used. */
  oneTimeCodes: 1000,
  /** Id tokens that created a registration (refused as replayed). */
  usedIdTokens: 10_000,
} as const;
