/**
 * /mock/oidc/<google|facebook|apple>/…: the mock identity providers, on the app's own origin. The cookie
 * mock-social-outage=<provider> (or all) makes a provider answer 503 on every endpoint: one that does not answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookieValue } from '../base/cookieValue.ts';
import { requestOrigin, sendText } from '../base/nodeRequest.ts';
import { interactionResponse } from './interactionRoutes.ts';
import { unavailablePage } from './providerPages.ts';
import type { ProviderRegistry } from './providerRegistry.ts';
import { isMockProviderName, MOCK_OIDC_PREFIX, type MockProviderName } from './socialSettings.ts';

export const OUTAGE_COOKIE = 'mock-social-outage';

export const isMockProviderPath = (pathname: string): boolean => pathname.startsWith(MOCK_OIDC_PREFIX);

function isOut(req: IncomingMessage, name: MockProviderName): boolean {
  const out = cookieValue(req.headers.cookie ?? null, OUTAGE_COOKIE);
  return out === name || out === 'all';
}

function answerOutage(req: IncomingMessage, res: ServerResponse, name: MockProviderName) {
  if (req.headers.accept?.includes('text/html')) {
    return sendText(res, 503, unavailablePage(name), { 'content-type': 'text/html; charset=utf-8' });
  }
  const body = { error: 'temporarily_unavailable', error_description: `The ${name} mock is out (${OUTAGE_COOKIE}).` };
  sendText(res, 503, JSON.stringify(body), { 'content-type': 'application/json' });
}

export async function mockProvidersResponse(
  req: IncomingMessage,
  res: ServerResponse,
  registry: ProviderRegistry,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const [name = '', ...rest] = url.pathname.slice(MOCK_OIDC_PREFIX.length).split('/');
  if (!isMockProviderName(name)) return sendText(res, 404, 'The mock providers: google, facebook, apple.');
  if (isOut(req, name)) return answerOutage(req, res, name);
  const { provider, handle } = await registry.get(requestOrigin(req), name);
  const subPath = `/${rest.join('/')}`;
  if (subPath.startsWith('/interaction/')) return interactionResponse(req, res, { provider, name, subPath });
  // Mounted with its prefix stripped, as connect's use(prefix, …) does: oidc-provider reads the prefix back from
  // originalUrl for the URLs it writes.
  const mountPath = `${MOCK_OIDC_PREFIX}${name}`;
  const withPrefix = req.url ?? '/';
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = withPrefix;
  req.url = withPrefix.slice(mountPath.length) || '/';
  handle(req, res);
}
