/**
 * The lobby's waiting list: e-mails in the order they joined, some let in since. Bounded: past its capacity the
 * oldest entry after the seed's is forgotten (capacities.ts); the seeded entries keep their places.
 */
import type { WaitingListEntry, WaitingListPlace } from './records.ts';

/** E-mails compare case-insensitively and without surrounding spaces. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export class WaitingList {
  private readonly seeded: number;

  constructor(
    private entries: WaitingListEntry[],
    private readonly capacity: number,
  ) {
    this.seeded = entries.length;
  }

  /** Puts the e-mail at the end unless it is on the list already; its place either way. */
  join(email: string): WaitingListPlace & { added: boolean } {
    const wanted = normalizeEmail(email);
    const index = this.entries.findIndex((entry) => entry.email === wanted);
    if (index !== -1) return { added: false, ...this.placeAt(index) };
    this.entries.push({ email: wanted, admitted: false });
    if (this.entries.length > this.seeded + this.capacity) this.entries.splice(this.seeded, 1);
    return { added: true, ...this.placeAt(this.entries.length - 1) };
  }

  /** The e-mail's place, or the place it would get by joining now. */
  placeOf(email: string): WaitingListPlace {
    const index = this.entries.findIndex((entry) => entry.email === normalizeEmail(email));
    return this.placeAt(index === -1 ? this.entries.length : index);
  }

  /** All entries, the seed's included. */
  get size(): number {
    return this.entries.length;
  }

  private placeAt(index: number): WaitingListPlace {
    const stillWaiting = this.entries.slice(0, index).filter((entry) => !entry.admitted).length;
    return { position: stillWaiting + 1, joinedBefore: index };
  }
}
