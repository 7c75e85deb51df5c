/**
 * GET /shop/: a stand-in for the shop's start page, where a log-in without a return path ends. It reads the
 * auth cookie the app wrote, as the shop would, and says who is signed in.
 */
import { AUTH_COOKIE } from '../../src/shared/authCookie.ts';
import { viewerOf } from '../graphql/context.ts';
import type { BackendServices } from '../graphql/services.ts';
import { escapeHtml, htmlPageResponse } from './htmlPage.ts';

export const SHOP_PATH = '/shop/';

export const isShopPath = (pathname: string): boolean => pathname === SHOP_PATH || pathname === '/shop';

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function shopPageResponse(request: Request, services: BackendServices): Response {
  const user = viewerOf(services, cookieValue(request.headers.get('cookie'), AUTH_COOKIE));
  const status = user ? `Signed in as ${escapeHtml(user.email)}` : 'Not signed in';
  return htmlPageResponse(
    {
      lang: 'en',
      title: 'Shop (mock)',
      body: `<p>${status}</p>\n      <p><a href="/acquisition/entrance">Entrance</a></p>`,
    },
    { cacheControl: 'no-store', head: request.method === 'HEAD' },
  );
}
