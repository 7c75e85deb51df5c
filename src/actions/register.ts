// Registration with the code of the link (spec §4): submit the form, then finalize; each answer's problems are the
// action's answers, mapped by config/outcomes.json (whether it finishes on a page or in a popup is the variant's).
import { preferredCountry, readCountryHints } from '../platform/countryHints.ts';
import { countryChangeEvent } from '../platform/tracking/events.ts';
import { DEFAULT_REGISTRATION_COUNTRY, isRegistrationCountry } from '../shared/registrationRules.ts';
import { defineAction, type ValuesOf } from './defineAction.ts';
import { finalizeRegistration, sameValues, submittedOf } from './finalizeRegistration.ts';
import { submitRegistration } from './submitRegistration.ts';
import { identityFormValues } from '../social/identityFormValues.ts';
import { socialUiOptions } from './socialRegistration.ts';
import { backendCountryOf, countryOptionsOf } from './invitationCountries.ts';

type Values = ValuesOf<'register'>;
type Country = Values['country'];

export default defineAction<'register'>({
  run(values, context) {
    const kept = submittedOf(context);
    // Submitted, but finalize failed on the way: the same values finalize that registration (no second one);
    // changed values are a new registration.
    if (kept.submitted && (context.retry || sameValues(kept.submitted.values, values))) {
      return finalizeRegistration(kept.submitted, context);
    }
    delete kept.submitted;
    return submitRegistration(values, context);
  },

  // The schema knows every country; the visitor is offered those of the code's countryOptions. The terms
  // box links to the terms and data policy of the country chosen.
  uiOptions: ({ invitation }, { country }) => {
    const countryOptions = invitation && countryOptionsOf(invitation.details);
    const chosen = countryOptions?.find((c) => c.isoCode === country);
    return {
      ...socialUiOptions(invitation?.socialIdentity),
      // Before the code's answer (the prerendered form): every country, so a select opened at once is not empty.
      country: { offered: countryOptions?.map((c) => c.isoCode) },
      termsAndConditions: { documents: { terms: chosen?.termsPkString, privacy: chosen?.dataPolicyPkString } },
    };
  },

  // Spec §5's derivation: the first country the visit names that the code offers; the schema's default otherwise.
  presetValues: ({ invitation }, url) => {
    if (!invitation) return {};
    // The form's country field is where the registration countries are written (the same list, typed by it).
    const offered = countryOptionsOf(invitation.details)
      .map((c) => c.isoCode)
      .filter(isRegistrationCountry) as Country[];
    const fallback = DEFAULT_REGISTRATION_COUNTRY as Country;
    const backendCountry = backendCountryOf(invitation.country);
    return { country: preferredCountry(readCountryHints(url), offered, backendCountry, fallback) };
  },

  // A social sign-in's names fill what is empty; its verified e-mail is the account's.
  vouchedValues: ({ invitation }, current) => identityFormValues(invitation?.socialIdentity, current),

  changeEvents: (previous, next) =>
    next.country && next.country !== previous.country ? [countryChangeEvent(next.country)] : [],
});
