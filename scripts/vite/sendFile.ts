// How the production server sends a file of dist/: with its type, compressed as the request accepts (the build's
// precompressed copy, or a page made for its address compressed as it goes), HEAD without a body.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pageAtAddress } from '../prerender/pageAtAddress.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Whether Accept-Encoding allows this coding (named with a quality above 0). */
const accepts = (header: string, coding: string) =>
  header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

function write(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  [encoding, body]: [string, Buffer],
  headers: Record<string, string>,
) {
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A file of dist/, precompressed as the request accepts. */
export function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  headers: Record<string, string>,
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, suffix] = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([name, suffix]) => accepts(accepted, name!) && isFile(file + suffix)) ?? ['', ''];
  write(request, response, file, [encoding!, readFileSync(file + suffix)], headers);
}

/** A page made for its address (pageAtAddress.ts), compressed as it is sent: a quick brotli, as a CDN's. */
export function sendAtAddress(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  address: URL,
  headers: Record<string, string>,
) {
  const html = Buffer.from(pageAtAddress(readFileSync(file, 'utf8'), address));
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const quick = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
  const compressed: [string, Buffer] = accepts(accepted, 'br')
    ? ['br', brotliCompressSync(html, quick)]
    : accepts(accepted, 'gzip')
      ? ['gzip', gzipSync(html)]
      : ['', html];
  write(request, response, file, compressed, headers);
}
