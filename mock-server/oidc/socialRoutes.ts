/** The mock providers and the form_post relay, served on Node's request and response (oidc-provider needs them). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../base/nodeRequest.ts';
import { formPostRelayResponse, isFormPostRelay } from './formPostRelay.ts';
import { isMockProviderPath, mockProvidersResponse } from './mockProvidersMiddleware.ts';
import { ProviderRegistry } from './providerRegistry.ts';

/** Returns a handler that takes the request (true) or leaves it to the next one (false). */
export function socialRoutes(logError: (error: unknown) => void) {
  const registry = new ProviderRegistry();
  const failed = (res: ServerResponse) => (error: unknown) => {
    logError(error);
    if (!res.headersSent) sendText(res, 500, 'The mock provider failed; the server log says why.');
    else res.end();
  };
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (isMockProviderPath(pathname)) {
      mockProvidersResponse(req, res, registry).catch(failed(res));
      return true;
    }
    if (isFormPostRelay(req.method, pathname)) {
      formPostRelayResponse(req, res).catch(failed(res));
      return true;
    }
    return false;
  };
}
