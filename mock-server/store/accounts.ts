/** Who can log in (the seed's users) and who is logged in: sessions, bounded, the oldest signed out first. */
import { randomBytes } from 'node:crypto';
import { BoundedMap } from './boundedMap.ts';
import { CAPACITY } from './capacities.ts';
import type { UserRecord } from './records.ts';
import { seedSessions, seedUsers } from './seed.ts';
import { normalizeEmail } from './waitingList.ts';

export const newId = (prefix: string): string => `${prefix}_${randomBytes(9).toString('base64url')}`;

export class Accounts {
  private readonly users = new Map(seedUsers().map((u) => [u.email, u]));
  /** Session ids (the bearer token's jti) still valid, with their user's id; the seed's sessions are pinned. */
  private readonly sessions = new BoundedMap<string, string>(CAPACITY.sessions, seedSessions());

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

  get sessionCount(): number {
    return this.sessions.size;
  }
}
