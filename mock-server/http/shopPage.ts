/**
 * GET /shop/: a stand-in for the shop's start page, where a log-in without a return path ends. It reads the
 * auth cookie the app wrote, as the shop would, and says who is signed in. GET /shop/password-reset/: a stand-in
 * for the shop's page for a forgotten password, which the log-in links to (config/app.json siteLinks.passwordReset).
 */
import { AUTH_COOKIE } from '../../src/shared/authCookie.ts';
import { cookieValue } from '../base/cookieValue.ts';
import { viewerOf } from '../graphql/context.ts';
import type { BackendServices } from '../graphql/services.ts';
import { escapeHtml, htmlPageResponse } from '../base/htmlPage.ts';

export const SHOP_PATH = '/shop/';

export const PASSWORD_RESET_PATH = '/shop/password-reset/';

const isPasswordResetPath = (pathname: string): boolean =>
  pathname === PASSWORD_RESET_PATH || pathname === '/shop/password-reset';

export const isShopPath = (pathname: string): boolean =>
  pathname === SHOP_PATH || pathname === '/shop' || isPasswordResetPath(pathname);

export async function shopPageResponse(request: Request, services: BackendServices): Promise<Response> {
  const head = request.method === 'HEAD';
  if (isPasswordResetPath(new URL(request.url).pathname)) {
    const body = `<p>The shop would send a link to choose a new password here.</p>\n      <p><a href="/acquisition/entrance">Entrance</a></p>`;
    return htmlPageResponse(
      { lang: 'en', title: 'Reset your password (mock)', body },
      { cacheControl: 'no-store', head },
    );
  }
  const user = await viewerOf(services, cookieValue(request.headers.get('cookie'), AUTH_COOKIE));
  const status = user ? `Signed in as ${escapeHtml(user.email)}` : 'Not signed in';
  return htmlPageResponse(
    {
      lang: 'en',
      title: 'Shop (mock)',
      body: `<p>${status}</p>\n      <p><a href="/acquisition/entrance">Entrance</a></p>`,
    },
    { cacheControl: 'no-store', head },
  );
}
