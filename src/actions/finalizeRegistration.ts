// Spec §4 step 2, once the registration is submitted: its problems are the register action's answers; finalized, the
// consent manager gets its credentials and the registration is tracked.
import { graphql } from 'react-relay/hooks';
import { mutate } from '../relay/relayRuntime.ts';
import type { finalizeRegistrationMutation as Finalize } from '../__generated__/relay/finalizeRegistrationMutation.graphql.ts';
import { appConfig } from '../config/appConfig.ts';
import { routePath } from '../navigation/routeById.ts';
import { REGISTRATION_ID } from '../navigation/registrationId.ts';
import { handConsentToManager } from '../platform/consentHandOff.ts';
import { registrationEvents } from '../platform/tracking/events.ts';
import type { CountryOption } from './invitationCountries.ts';
import type { ActionContext, ActionResult, ValuesOf } from './defineAction.ts';
import { problemAnswers } from './problemAnswers.ts';
import { afterSocialAnswer } from './socialRegistration.ts';

/**
 * Spec §4 step 2: terms and data policy accepted, the shop account created, the activation mail sent; the consent
 * credentials the consent manager keeps the visitor's choices with.
 */
const finalizeRegistrationMutation = graphql`
  mutation finalizeRegistrationMutation($consents: [ConsentsInput!], $input: FinalizeRegistrationInput!) {
    finalizeRegistration(consents: $consents, finalizeRegistrationInput: $input) {
      # Not hybrisAccountActivationUrl, nor the customerId: docs/decisions.md, what finalization returns.
      registration {
        id
        status
        cmpCustomerConsentToken
        saltedHashedCustomerId
      }
      registrationProblems {
        reason
        reasonDetails {
          error
        }
      }
      # For the consent manager only (src/platform/consentHandOff.ts), never for tracking.
      consentCredentials {
        hmacToken
        passphrase
      }
    }
  }
`;

type Values = ValuesOf<'register'>;
type Context = ActionContext<'register'>;

export interface Submitted {
  registrationId: string;
  /** The submit's e-mail token: the social registration's second step opens with it. */
  token: string | null;
  option: CountryOption;
  values: Values;
}

export const sameValues = (a: Values, b: Values) => JSON.stringify(a) === JSON.stringify(b);

/** Set once submit went through: a retry after a failed finalize must not register a second time. */
export const submittedOf = (context: Context) => context.betweenRuns as { submitted?: Submitted };

export async function finalizeRegistration(submitted: Submitted, context: Context): Promise<ActionResult<'register'>> {
  const { registrationId, token, option, values } = submitted;
  const { invitation } = context.data;
  const activationPath = appConfig.basePath + routePath(appConfig.routes.accountActivation, context.lang);
  const answer = await mutate<Finalize>(await context.environment(), finalizeRegistrationMutation, {
    consents: [
      { consentType: 'TERMS', pkString: option.termsPkString, accepted: true },
      { consentType: 'DATA_POLICY', pkString: option.dataPolicyPkString, accepted: true },
    ],
    input: { registrationId, accountActivationUrl: new URL(activationPath, context.url.origin).href },
  });
  const answerValues = {
    registrationCode: invitation.registrationCode,
    [REGISTRATION_ID]: registrationId,
    ...(token && { token }),
  };
  const problems = answer.finalizeRegistration?.registrationProblems ?? [];
  // Refused, the registration stays submitted and the same values finalize it again; one the backend no longer
  // knows is submitted anew (which restarts it: docs/decisions.md, a registration that was never finalized).
  if (problems.length === 0 || problems.some((p) => p.reason === 'FinalizationRegistrationIdNotExists')) {
    delete submittedOf(context).submitted;
  }
  if (problems.length) return { answers: problemAnswers(problems), values: answerValues };
  afterSocialAnswer(invitation.registrationCode, ['REGISTERED']);
  const { consentCredentials, registration } = answer.finalizeRegistration ?? {};
  const cmpCustomerConsentToken = registration?.cmpCustomerConsentToken ?? null;
  if (consentCredentials) handConsentToManager({ ...consentCredentials, cmpCustomerConsentToken });
  const newsletter = values.newsletter === true;
  return {
    answers: ['REGISTERED'],
    values: answerValues,
    events: await registrationEvents({
      email: values.email,
      registrationId,
      saltedHashedCustomerId: registration?.saltedHashedCustomerId ?? null,
      newsletter,
    }),
  };
}
