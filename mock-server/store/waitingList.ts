/** The lobby's waiting list: e-mails in the order they joined, some let in since. */
import type { WaitingListEntry, WaitingListPlace } from './records.ts';

/** E-mails compare case-insensitively and without surrounding spaces. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export class WaitingList {
  constructor(private entries: WaitingListEntry[]) {}

  /** Puts the e-mail at the end unless it is on the list already; its place either way. */
  join(email: string): WaitingListPlace & { added: boolean } {
    const wanted = normalizeEmail(email);
    const index = this.entries.findIndex((entry) => entry.email === wanted);
    if (index !== -1) return { added: false, ...this.placeAt(index) };
    this.entries.push({ email: wanted, admitted: false });
    return { added: true, ...this.placeAt(this.entries.length - 1) };
  }

  /** The e-mail's place, or the place it would get by joining now. */
  placeOf(email: string): WaitingListPlace {
    const index = this.entries.findIndex((entry) => entry.email === normalizeEmail(email));
    return this.placeAt(index === -1 ? this.entries.length : index);
  }

  private placeAt(index: number): WaitingListPlace {
    const stillWaiting = this.entries.slice(0, index).filter((entry) => !entry.admitted).length;
    return { position: stillWaiting + 1, joinedBefore: index };
  }
}
