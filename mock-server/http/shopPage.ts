/**
 * GET /shop/: a stand-in for the shop's start page, where a log-in without a return path ends. It reads the
 * auth cookie the app wrote, as the shop would, and says who is signed in.
 */
import { AUTH_COOKIE } from '../../src/shared/authCookie.ts';
import { viewerOf } from '../graphql/context.ts';
import type { BackendServices } from '../graphql/services.ts';

export const SHOP_PATH = '/shop/';

export const isShopPath = (pathname: string): boolean => pathname === SHOP_PATH || pathname === '/shop';

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function shopPageResponse(request: Request, services: BackendServices): Response {
  const user = viewerOf(services, cookieValue(request.headers.get('cookie'), AUTH_COOKIE));
  const status = user ? `Signed in as ${escapeHtml(user.email)}` : 'Not signed in';
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Shop (mock)</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main>
      <h1>Shop (mock)</h1>
      <p>${status}</p>
      <p><a href="/acquisition/entrance">Entrance</a></p>
    </main>
  </body>
</html>
`;
  return new Response(request.method === 'HEAD' ? null : html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
