/**
 * Apple answers with response_mode=form_post: a POST of the fields to the redirect URI. The app is static, so this
 * relay turns POST <redirectPath> (urlencoded) into 303 See Other to <redirectPath>?<the fields> on the same origin,
 * where the app's callback page reads them. A deployment needs the same relay (docs/deploying.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBodyText, sendText } from '../base/nodeRequest.ts';
import { socialSignInSettings } from './socialSettings.ts';

export const isFormPostRelay = (method: string | undefined, pathname: string): boolean =>
  method === 'POST' && pathname === socialSignInSettings().redirectPath;

export async function formPostRelayResponse(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    return sendText(res, 415, 'The provider posts application/x-www-form-urlencoded fields here.');
  }
  const body = await readBodyText(req, 64 * 1024);
  if (body === null) return sendText(res, 413, 'The posted fields are too large.');
  const fields = new URLSearchParams(body);
  res.writeHead(303, { location: `${socialSignInSettings().redirectPath}?${fields}`, 'cache-control': 'no-store' });
  res.end();
}
