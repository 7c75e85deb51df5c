/**
 * A whole sign-in at a mock provider as the app's browser does it: the authorization, the sign-in page's form
 * (an identity or Cancel), Apple's form_post through the relay; then, for the catalogue's social scenarios, the code
 * exchange and a submit with the id token.
 */
import { decodeJwt } from 'jose';
import type { MockSocialScenario } from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import { socialSignInSettings, type MockProviderName } from '../../../mock-server/oidc/socialSettings.ts';
import { postGraphql } from './graphql-http.ts';
import { Browser, exchangeCode, pageForms, startAuthorization, type Authorization } from './oidc-flow.ts';
import { socialSubmitRequest } from './social-submit.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Turns the provider's auto-submitting form_post page into the relay's answer, as the browser would. */
async function throughRelay(browser: Browser, origin: string, page: Response, redirectUri: string): Promise<URL> {
  const fields = [...(await page.text()).matchAll(/name="([^"]+)" value="([^"]*)"/g)];
  const posted = new URLSearchParams(fields.map((m) => [m[1]!, m[2]!.replaceAll('&quot;', '"')]));
  const relayed = await browser.request(redirectUri, { method: 'POST', headers: FORM, body: posted });
  return new URL(relayed.headers.get('location')!, origin);
}

export async function signIn(
  origin: string,
  provider: MockProviderName,
  identity: string,
  cookies: Record<string, string> = {},
): Promise<{ status: number; authorization?: Authorization; callback?: URL }> {
  const settings = socialSignInSettings().providers[provider];
  const browser = new Browser(cookies);
  const discovery = await browser.request(`${origin}/mock/oidc/${provider}/.well-known/openid-configuration`);
  if (discovery.status !== 200) return { status: discovery.status };
  const formPost = settings.responseMode === 'form_post';
  const extra: Record<string, string> = formPost ? { response_mode: 'form_post' } : {};
  const authorization = await startAuthorization(origin, provider, settings.clientId, extra);
  const page = await browser.follow(authorization.url.href, `${origin}/mock/oidc/`);
  const { selectAction, cancelAction } = pageForms(await page.response.text());
  const action = identity === 'cancel' ? cancelAction : selectAction;
  const body = identity === 'cancel' ? '' : new URLSearchParams({ sub: identity }).toString();
  const chosen = await browser.request(new URL(action, origin).href, { method: 'POST', headers: FORM, body });
  const end = await browser.follow(new URL(chosen.headers.get('location')!, origin).href, `${origin}/mock/oidc/`);
  const callback =
    // Still at the provider: its auto-submitting form page (400 for an error such as cancel; a browser submits it too).
    formPost && end.url.startsWith(`${origin}/mock/oidc/`)
      ? await throughRelay(browser, origin, end.response, authorization.redirectUri)
      : new URL(end.url);
  return { status: 200, authorization, callback };
}

export const TYPED_EMAIL = 'social.typed@mock.test';

/** What a social scenario's expect reads: see schema/mock/scenarios.schema.json (socialScenario.expect). */
export async function replaySocialScenario(origin: string, scenario: MockSocialScenario) {
  const cookies: Record<string, string> = scenario.outageCookie ? { 'mock-social-outage': scenario.outageCookie } : {};
  const { status, authorization, callback } = await signIn(origin, scenario.provider, scenario.identity, cookies);
  if (!authorization || !callback) return { status };
  const query = Object.fromEntries(callback.searchParams);
  if (query.error) return { status, callback: query };
  const { idToken, claims } = await exchangeCode(authorization, callback);
  const social = { provider: scenario.provider.toUpperCase(), idToken, nonce: authorization.nonce };
  const submit = await postGraphql(origin, socialSubmitRequest(social, { email: TYPED_EMAIL }));
  const token = submit.body.data?.registrationSubmitForm?.token as string | null | undefined;
  return {
    status,
    callback: query,
    claims,
    submit: submit.body,
    registeredEmail: token ? decodeJwt(token).email : null,
  };
}
