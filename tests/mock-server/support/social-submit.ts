/** registrationSubmitForm with socialRegistrationInput, built on the catalogue's happy-path submit. */
import type { MockRequest } from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import { successRequest } from './catalogue.ts';
import { postGraphql } from './graphql-http.ts';

export const SOCIAL_SUBMIT_QUERY =
  'mutation RegistrationSubmitForm($registrationCode: ID!, $formInput: RegistrationFormInput!, $consents: [ConsentsInput!], $social: SocialRegistrationInput) { registrationSubmitForm(registrationCode: $registrationCode, formInput: $formInput, consents: $consents, socialRegistrationInput: $social) { registration { id status } token registrationProblems { reason message reasonDetails { error field } } } }';

export interface SocialInput {
  provider: string;
  idToken: string | null;
  nonce: string | null;
}

export function socialSubmitRequest(social: SocialInput, formInput: Record<string, unknown> = {}): MockRequest {
  const request = successRequest('registrationSubmitForm');
  const variables = request.variables as { formInput: Record<string, unknown> };
  variables.formInput = { ...variables.formInput, ...formInput };
  return { ...request, query: SOCIAL_SUBMIT_QUERY, variables: { ...variables, social } };
}

export async function socialSubmit(url: string, social: SocialInput, formInput: Record<string, unknown> = {}) {
  const { body } = await postGraphql(url, socialSubmitRequest(social, formInput));
  return body.data.registrationSubmitForm as {
    registration: { id: string; status: string } | null;
    token: string | null;
    registrationProblems: { reason: string; reasonDetails: { error: string } }[];
  };
}
