/**
 * The interaction of a mock provider, at <issuer>/interaction/<uid>: GET shows the sign-in page, POST …/select
 * signs the chosen identity in, POST …/cancel ends the authorization with access_denied.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { readBodyText, sendText } from '../base/nodeRequest.ts';
import { identityBySub } from './identities.ts';
import { providerErrorPage, signInPage } from './providerPages.ts';
import type { MockProviderName } from './socialSettings.ts';

const HTML = { 'content-type': 'text/html; charset=utf-8' };

async function chosenSub(req: IncomingMessage): Promise<string | null> {
  const body = await readBodyText(req, 16 * 1024);
  return body === null ? null : new URLSearchParams(body).get('sub');
}

/** `subPath` is the path below the issuer: /interaction/<uid>[/select|/cancel]. */
export async function interactionResponse(
  req: IncomingMessage,
  res: ServerResponse,
  { provider, name, subPath }: { provider: Provider; name: MockProviderName; subPath: string },
): Promise<void> {
  const [, , uid, action] = subPath.split('/');
  const interactionPath = `${new URL(provider.issuer).pathname}/interaction/${uid}`;
  try {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('This sign-in belongs to another page; start again from the shop.');
    if (req.method === 'GET' && action === undefined)
      return sendText(res, 200, signInPage(name, interactionPath), HTML);
    if (req.method === 'POST' && action === 'cancel') {
      const result = { error: 'access_denied', error_description: 'The person cancelled the sign-in.' };
      return await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    if (req.method === 'POST' && action === 'select') {
      const sub = await chosenSub(req);
      if (!sub || !identityBySub(sub)) return sendText(res, 400, 'Choose one of the identities on the page.');
      return await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub } },
        { mergeWithLastSubmission: false },
      );
    }
    sendText(res, 404, 'GET /interaction/<uid>, POST …/select (sub) and POST …/cancel exist.');
  } catch (error) {
    // An expired or unknown interaction (its cookie is gone): a page that says so, not a stack trace.
    const message = error instanceof Error ? error.message : String(error);
    sendText(res, 400, providerErrorPage(name, { error: 'invalid_request', error_description: message }), HTML);
  }
}
