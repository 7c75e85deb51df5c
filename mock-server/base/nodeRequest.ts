/** Helpers for the few routes served on Node's request and response directly (the mock providers, the relay). */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** scheme://host[:port] the request was sent to. */
export function requestOrigin(req: IncomingMessage): string {
  const secure = 'encrypted' in req.socket && req.socket.encrypted === true;
  return `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

/** The body as text, or null when it is larger than limitBytes. */
export async function readBodyText(req: IncomingMessage, limitBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > limitBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' },
): void {
  res.writeHead(status, { 'cache-control': 'no-store', ...headers }).end(body);
}
