/** Multi-step flows over HTTP built from the catalogue's ready requests. */
import type { MockRequest } from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import { successRequest } from './catalogue.ts';
import { postGraphql, valueAtPath } from './graphql-http.ts';

type Variables = Record<string, any>;

export function submitRequest(email: string, registrationCode = 'MOCK-VALID'): MockRequest {
  const request = successRequest('registrationSubmitForm');
  const variables = request.variables as Variables;
  variables.formInput.email = email;
  variables.registrationCode = registrationCode;
  return request;
}

export async function submit(url: string, email: string, registrationCode?: string) {
  const { body } = await postGraphql(url, submitRequest(email, registrationCode));
  return body.data.registrationSubmitForm as {
    registration: { id: string; status: string } | null;
    token: string | null;
    registrationProblems: { reason: string; reasonDetails: { error: string } }[];
  };
}

export async function finalize(url: string, registrationId: string) {
  const request = successRequest('finalizeRegistration');
  (request.variables as Variables).input.registrationId = registrationId;
  const { body } = await postGraphql(url, request);
  return body.data.finalizeRegistration as {
    hybrisAccountActivationUrl: string | null;
    registration: { status: string } | null;
  };
}

export async function activate(url: string, activationId: string) {
  const request = successRequest('activateAccount');
  (request.variables as Variables).input.activationId = activationId;
  const { body } = await postGraphql(url, request);
  return body.data.activateAccount as { registration: { status: string } | null; error: string | null };
}

/** Submit, finalize and return the activation id the activation mail links to. */
export async function registerUntilPending(
  url: string,
  email: string,
): Promise<{ registrationId: string; activationId: string }> {
  const submitted = await submit(url, email);
  const registrationId = submitted.registration!.id;
  const finalized = await finalize(url, registrationId);
  const activationId = new URL(finalized.hybrisAccountActivationUrl!).searchParams.get('activationId')!;
  return { registrationId, activationId };
}

export const reasons = (answer: { registrationProblems: { reason: string }[] }) =>
  answer.registrationProblems.map((p) => p.reason);

export async function codeErrors(url: string, registrationCode: string, validityTimestamp?: string): Promise<string[]> {
  const request = successRequest('registrationCodeDetails');
  Object.assign(request.variables as Variables, { registrationCode, validityTimestamp });
  const { body } = await postGraphql(url, request);
  return valueAtPath(body, 'data.registrationCodeDetails.errorDetails.*.error') as string[];
}
