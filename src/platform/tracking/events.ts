// The tracking events (spec §7, §8), built here (the landing page's and the registration's steps: ./stepEvents.ts)
// and pushed by whoever applies what happened: personal data only as SHA-256 hashes. README.md's event table lists
// each (tests/unit/tracking-events-table.test.ts keeps it complete).
import type { TrackingEvent } from './dataLayer.ts';
import { hashEmail, sha256Hex } from './sha256.ts';

/** After finalize: the registration, and the newsletter subscription when it was chosen. */
export async function registrationEvents(registration: {
  email: string;
  registrationId: string;
  /** The backend's salted hash of the new customer's id (spec §3), made for analytics; null: none given. */
  saltedHashedCustomerId: string | null;
  newsletter: boolean;
}): Promise<TrackingEvent[]> {
  const [emailHash, registrationIdHash] = await Promise.all([
    hashEmail(registration.email),
    sha256Hex(registration.registrationId),
  ]);
  const registered = {
    event: 'successful_user_registration',
    email_hash: emailHash,
    registration_id_hash: registrationIdHash,
    ...(registration.saltedHashedCustomerId && { customer_id_hash: registration.saltedHashedCustomerId }),
  };
  return registration.newsletter
    ? [registered, { event: 'subscribe_newsletter', email_hash: emailHash }]
    : [registered];
}

/** The lobby's e-mail joined the waiting list (spec §7: join_waitlist). */
export const waitingListJoinEvent = async (email: string): Promise<TrackingEvent> => ({
  event: 'join_waitlist',
  email_hash: await hashEmail(email),
});

export const countryChangeEvent = (country: string): TrackingEvent => ({
  event: 'registration_country_changed',
  country,
});

/** Spec §8's tracked outcomes (code no balance, timestamp missing, account pending, …), named in config/outcomes.json. */
export const outcomeEvents = (tracks: readonly (string | undefined)[]): TrackingEvent[] =>
  tracks.flatMap((track) => (track ? [{ event: 'registration_outcome', outcome: track }] : []));
