/** The registrations: the seeded ones pinned, the submitted ones bounded, the oldest forgotten first (capacities.ts). */
import { BoundedMap } from './boundedMap.ts';
import { CAPACITY } from './capacities.ts';
import type { RegistrationRecord } from './records.ts';
import { seedRegistrations } from './seed.ts';
import { normalizeEmail } from './waitingList.ts';

export class Registrations {
  private readonly records: BoundedMap<string, RegistrationRecord>;

  constructor(onForgotten: (id: string) => void = () => undefined) {
    const seeded = seedRegistrations().map((r) => [r.id, r] as const);
    this.records = new BoundedMap(CAPACITY.registrations, seeded, (id) => onForgotten(id));
  }

  byId(id: string): RegistrationRecord | undefined {
    return this.records.get(id);
  }

  byEmail(email: string): RegistrationRecord | undefined {
    const wanted = normalizeEmail(email);
    return this.records.find((r) => r.email === wanted);
  }

  byActivationId(activationId: string): RegistrationRecord | undefined {
    return this.records.find((r) => r.activationId === activationId);
  }

  /** Adds the registration, or puts it in place of the one with its id. */
  put(registration: RegistrationRecord): void {
    this.records.set(registration.id, registration);
  }

  get size(): number {
    return this.records.size;
  }
}
