// Sets up backend state through the mock server's GraphQL endpoint, with the catalogue's ready requests.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { selectVariant } from '../src/variants/selectVariant.ts';

type Request = { query: string; variables: Record<string, any> };
const catalogue = JSON.parse(readFileSync('mock-server/scenarios.json', 'utf8')).scenarios as {
  id: string;
  kind: string;
  request: Request;
  trigger: { value: string };
}[];
const scenario = (id: string) => catalogue.find((s) => s.id === id)!;
const ready = (id: string) => structuredClone(scenario(id).request);

/** What a tester types (or opens) to reach a scenario of mock-server/scenarios.json. */
export const trigger = (id: string) => scenario(id).trigger.value;

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

/** A bearer token of a seeded user, from the catalogue's log-in request. */
export async function bearerToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = ready('admin-login');
  login.variables.input = { email, password };
  return (await post(request, login)).login.token;
}

/** The browser context holds the auth cookie of that user, as after a log-in (spec §9). */
export async function signedIn(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password: string,
): Promise<void> {
  const value = await bearerToken(request, email, password);
  await context.addCookies([{ name: 'acq_auth_token', value, url: baseURL, secure: true, sameSite: 'Lax' }]);
}

/** The lobby token a fresh registration with this e-mail gets (it opens /lobby?token=…). */
export async function lobbyToken(request: APIRequestContext, email: string): Promise<string> {
  const submit = ready('registration-submitted');
  submit.variables.formInput.email = email;
  return (await post(request, submit)).registrationSubmitForm.token;
}

/** Whether the membership application of this e-mail is on record: a new application answers ALREADY_SUBMITTED. */
export async function hasApplied(request: APIRequestContext, email: string): Promise<boolean> {
  const apply = ready('membership-interest-submitted');
  apply.variables.input.email = email;
  return (await post(request, apply)).applyForMembership.status === 'ALREADY_SUBMITTED';
}

/** The ids of the catalogue's variant scenarios: each a seeded registration code with a customization. */
export const variantScenarios: string[] = catalogue.filter((s) => s.kind === 'variant').map((s) => s.id);

/** What the backend says of a scenario's registration code (inviter, customization), by its ready request. */
export async function codeDetails(
  request: APIRequestContext,
  id: string,
): Promise<{ invitorName: string; customization: Record<string, string> }> {
  return (await post(request, ready(id))).registrationCodeDetails;
}

/** A variant scenario's code, its inviter and the variant its registration page chooses (no query). */
export async function variantOf(request: APIRequestContext, id: string) {
  const { invitorName, customization } = await codeDetails(request, id);
  const code = trigger(id);
  const choice = selectVariant({ slug: code, query: new URLSearchParams(), customization, inviterName: invitorName });
  return { code, inviter: invitorName, choice };
}
