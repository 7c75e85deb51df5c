/**
 * A browser's way through a mock provider over real HTTP: oauth4webapi for the protocol (discovery, PKCE, state,
 * nonce, the code exchange), a small cookie jar and the sign-in page's forms for the rest.
 */
import * as oauth from 'oauth4webapi';

/** http on 127.0.0.1, and the Origin header a browser sends with its same-origin fetches (the CORS check sees it). */
const browserLike = (origin: string) => ({
  [oauth.allowInsecureRequests]: true,
  [oauth.customFetch]: (url: string, init: RequestInit) =>
    fetch(url, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), origin } }),
});

/** Follows 3xx by hand, keeping the provider's cookies, until an answer that is not a redirect within the provider. */
export class Browser {
  private cookies = new Map<string, string>();

  constructor(extraCookies: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(extraCookies)) this.cookies.set(name, value);
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  /** GETs url and follows redirects while they stay below `within`; answers the last response and its URL. */
  async follow(url: string, within: string): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.request(current);
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, current).href;
      if (!next.startsWith(within)) return { response, url: next };
      current = next;
      response = await this.request(current);
    }
    return { response, url: current };
  }
}

export interface Authorization {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  url: URL;
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function startAuthorization(
  origin: string,
  provider: string,
  clientId: string,
  extra: Record<string, string> = {},
): Promise<Authorization> {
  const issuer = new URL(`${origin}/mock/oidc/${provider}`);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, browserLike(origin)));
  const client: oauth.Client = { client_id: clientId };
  const redirectUri = `${origin}/acquisition/social/callback`;
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const url = new URL(as.authorization_endpoint!);
  const params = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { as, client, url, redirectUri, state, nonce, codeVerifier };
}

/** The sign-in page's forms: the action of the form holding `button`, and each identity button's value. */
export function pageForms(html: string) {
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]!);
  const subs = [...html.matchAll(/name="sub" value="([^"]+)"/g)].map((m) => m[1]!);
  const selectAction = actions.find((a) => a.endsWith('/select'))!;
  return { selectAction, cancelAction: actions.find((a) => a.endsWith('/cancel'))!, subs };
}

export async function exchangeCode(authorization: Authorization, callbackUrl: URL) {
  const { as, client, state, redirectUri, codeVerifier, nonce } = authorization;
  const params = oauth.validateAuthResponse(as, client, callbackUrl, state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    redirectUri,
    codeVerifier,
    browserLike(new URL(redirectUri).origin),
  );
  const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
    expectedNonce: nonce,
    requireIdToken: true,
  });
  return { idToken: result.id_token!, claims: oauth.getValidatedIdTokenClaims(result)! };
}
