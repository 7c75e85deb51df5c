// Sets up backend state through the mock server's GraphQL endpoint, with the catalogue's ready requests.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';

type Request = { query: string; variables: Record<string, any> };
const catalogue = JSON.parse(readFileSync('mock-server/scenarios.json', 'utf8')).scenarios as {
  id: string;
  request: Request;
}[];
const ready = (id: string) => structuredClone(catalogue.find((s) => s.id === id)!.request);

async function post(request: APIRequestContext, body: Request) {
  const response = await request.post('/graphql', { data: body });
  return (await response.json()).data;
}

/** A fresh registration pending activation; returns the activation link's path and query. */
export async function pendingRegistration(request: APIRequestContext, email: string): Promise<string> {
  const submit = ready('registration-submitted');
  submit.variables.formInput.email = email;
  const { registrationSubmitForm } = await post(request, submit);
  const finalize = ready('registration-finalized');
  finalize.variables.input.registrationId = registrationSubmitForm.registration.id;
  const { finalizeRegistration } = await post(request, finalize);
  const link = new URL(finalizeRegistration.hybrisAccountActivationUrl);
  return link.pathname + link.search;
}
