// The landing page's and the registration's step events (spec §7), apart from ./events.ts: only the landing and
// registration pages load them, not every page.
import type { TrackingEvent } from './dataLayer.ts';

/** Where an event happened: the language the page shows and the registration flow (config/variants.json). */
export interface PageContext {
  language: string;
  registrationFlow: string;
}

const page = ({ language, registrationFlow }: PageContext) => ({ language, registration_flow: registrationFlow });

/** Spec §7's landing event: a view of the landing page, with or without a registration code. */
export const landingEvent = (context: PageContext & { hasRegistrationCode: boolean }): TrackingEvent => ({
  event: 'landing',
  ...page(context),
  has_registration_code: context.hasRegistrationCode,
});

export const registrationSteps = ['code_accepted', 'form_started', 'form_submitted', 'form_finished'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/** Spec §4's steps of a registration, in this order. */
export const stepEvent = (step: RegistrationStep, context: PageContext): TrackingEvent => ({
  event: 'registration_step',
  step,
  ...page(context),
});
