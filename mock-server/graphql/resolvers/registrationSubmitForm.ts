/** spec §7 registrationSubmitForm: validates like the client, checks e-mail and code, then stores. */
import { type Language } from '../../../src/shared/languages.ts';
import type { Gender, RegistrationCountry } from '../../../src/shared/registrationRules.ts';
import { issueEmailToken } from '../../auth/tokens.ts';
import type { MutationResolvers, RegistrationFormInput } from '../../__generated__/resolverTypes.ts';
import { checkSubmitConsents } from '../../rules/consents.ts';
import { checkDeepLinkingPageData, type DeepLinkingPageData } from '../../rules/deepLinkingPageData.ts';
import type { RegistrationProblem } from '../../rules/problems.ts';
import { validateRegistrationForm } from '../../rules/validateForm.ts';
import { forcedScenario } from '../forcedScenario.ts';
import { newId, normalizeEmail } from '../../store/mockStore.ts';
import type { RegistrationRecord } from '../../store/records.ts';
import { sendActivationMail } from '../activationMail.ts';
import { consentCredentialsAnswer, registrationAnswer } from '../answers.ts';
import type { MockContext } from '../context.ts';
import {
  emailInUseProblems,
  forcedProblems,
  refused,
  registrationCodeProblems,
  unfinalizedRegistration,
} from './registrationProblems.ts';
import { checkSocialIdentity } from './socialIdentity.ts';

/** Only called once validation passed, so the narrowing casts hold. */
function newRegistration(
  registrationCode: string,
  form: RegistrationFormInput,
  deepLinkingPageData: DeepLinkingPageData,
  nowMs: number,
): RegistrationRecord {
  return {
    id: newId('reg'),
    email: normalizeEmail(form.email ?? ''),
    registrationCode: registrationCode.trim().toUpperCase(),
    status: 'SUBMITTED',
    gender: form.gender as Gender,
    firstName: (form.firstName ?? '').trim(),
    lastName: (form.lastName ?? '').trim(),
    country: form.country as RegistrationCountry,
    locale: form.locale as Language,
    newsletter: form.newsletter === true,
    customerId: null,
    activationId: null,
    activationFails: false,
    finalizeRefused: false,
    createdAt: new Date(nowMs).toISOString(),
    deepLinkingPageData,
  };
}

/** spec §4: an account pending activation gets its activation mail again. */
function resendPendingActivation(
  context: MockContext,
  email: string | null | undefined,
  problems: RegistrationProblem[],
): void {
  if (!email || !problems.some((p) => p.reason === 'EmailAlreadyUsedPending')) return;
  const pending = context.services.store.findRegistrationByEmail(email);
  if (pending?.activationId) sendActivationMail(context, pending);
}

export const registrationSubmitForm: MutationResolvers['registrationSubmitForm'] = async (_, args, context) => {
  const { registrationCode } = args;
  const deepLinkingPageData = checkDeepLinkingPageData(args.deepLinkingPageData);
  const forced = await forcedScenario(context, 'registrationSubmitForm', {
    field: 'email',
    value: args.formInput.email,
  });
  if (forced) return { ...refused(forcedProblems(forced)), token: null };
  const social = await checkSocialIdentity(context, args.socialRegistrationInput, args.formInput);
  if ('refused' in social) return { ...refused(social.refused), token: null };
  const { formInput } = social;

  const problems = [
    ...validateRegistrationForm(formInput),
    ...checkSubmitConsents(args.consents ?? [], formInput.country ?? ''),
    ...emailInUseProblems(context, formInput.email, registrationCode),
  ];
  // The code is judged last: someone who already has an account should hear that first.
  if (problems.length === 0) problems.push(...registrationCodeProblems(context, registrationCode));
  if (problems.length > 0) {
    resendPendingActivation(context, formInput.email, problems);
    return { ...refused(problems), token: null };
  }

  const { store, options } = context.services;
  const registration = newRegistration(registrationCode, formInput, deepLinkingPageData, store.clock.now());
  const unfinalized = unfinalizedRegistration(context, formInput.email, registrationCode);
  if (unfinalized) {
    // The same registration again, with what was typed now; a finalize problem already answered stays answered.
    Object.assign(registration, { id: unfinalized.id, finalizeRefused: unfinalized.finalizeRefused });
    store.restartRegistration(registration);
  } else {
    store.addRegistration(registration);
  }
  social.markUsed();
  return {
    registration: registrationAnswer(registration),
    token: await issueEmailToken(registration.email, registration.id, options.secret, store.clock.now()),
    registrationProblems: [],
    consentCredentials: consentCredentialsAnswer(registration, options.secret),
  };
};
