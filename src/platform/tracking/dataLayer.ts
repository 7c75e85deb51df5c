// Tracking events for the tag manager: pushed to window.dataLayer; personal data only as SHA-256 hashes.
import { hashEmail, sha256Hex } from './sha256.ts';

type TrackingEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: TrackingEvent[];
  }
}

export function pushEvent(event: TrackingEvent, target: Pick<Window, 'dataLayer'> = window) {
  (target.dataLayer ??= []).push(event);
}

/** After finalize: the registration, and the newsletter subscription when it was chosen. */
export async function trackRegistration({
  email,
  registrationId,
  newsletter,
}: {
  email: string;
  registrationId: string;
  newsletter: boolean;
}) {
  const [emailHash, registrationIdHash] = await Promise.all([hashEmail(email), sha256Hex(registrationId)]);
  pushEvent({ event: 'successful_user_registration', email_hash: emailHash, registration_id_hash: registrationIdHash });
  if (newsletter) pushEvent({ event: 'subscribe_newsletter', email_hash: emailHash });
}

/** The lobby's e-mail joined the waiting list (spec §7: join_waitlist). */
export async function trackWaitingListJoin(email: string) {
  pushEvent({ event: 'join_waitlist', email_hash: await hashEmail(email) });
}

export const trackCountryChange = (country: string) => pushEvent({ event: 'registration_country_changed', country });

export const trackStep = (step: 'code_accepted' | 'form_submitted' | 'form_finished') =>
  pushEvent({ event: 'registration_step', step });

/** Spec §8's tracked outcomes (code no balance, timestamp missing, account pending, …), named in config/outcomes.json. */
export const trackOutcome = ({ track }: { track?: string | undefined }) => {
  if (track) pushEvent({ event: 'registration_outcome', outcome: track });
};
