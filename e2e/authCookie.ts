// The auth cookie as the browser holds it and as the app writes it (spec §9: 7 days, Secure, SameSite Lax; path /
// decided in docs/decisions.md), for the specs that sign a visitor in and out.
import type { BrowserContext, Page } from '@playwright/test';
import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE_S } from '../src/shared/authCookie.ts';
import { translate } from './expected.ts';
import { expect } from './fixtures.ts';

/** The cookie in the browser's jar, if any. */
export const jarCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === AUTH_COOKIE);

/** A fresh log-in's cookie: spec §9's flags, path /, readable by the app's code, ending in 7 days. */
export async function expectFreshAuthCookie(context: BrowserContext) {
  const cookie = await jarCookie(context);
  expect(cookie, 'the auth cookie after the log-in').toBeDefined();
  expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Lax', httpOnly: false });
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(AUTH_COOKIE_MAX_AGE_S - 60);
  expect(lifetime).toBeLessThanOrEqual(AUTH_COOKIE_MAX_AGE_S);
}

/**
 * Records what the page's code writes to document.cookie for the auth cookie (before the page's own scripts run):
 * a cookie is removed only by a write with its path (and, being Secure, from a secure context), so the write is
 * the evidence that signing out used the same attributes.
 */
export const recordAuthCookieWrites = (page: Page) =>
  page.addInitScript((name) => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const writes: string[] = [];
    Object.assign(window, { authCookieWrites: writes });
    Object.defineProperty(Document.prototype, 'cookie', {
      ...cookie,
      set(value: string) {
        if (value.startsWith(`${name}=`)) writes.push(value);
        cookie.set!.call(this, value);
      },
    });
  }, AUTH_COOKIE);

/** The attributes of a Set-Cookie-like string, names lower-cased ('acq_auth_token=; path=/; secure' → …). */
function attributesOf(written: string) {
  const [pair, ...rest] = written.split(';').map((part) => part.trim());
  const attributes = Object.fromEntries(
    rest.map((part) => {
      const [key, ...value] = part.split('=');
      return [key!.toLowerCase(), value.join('=')];
    }),
  );
  return { value: pair!.slice(pair!.indexOf('=') + 1), attributes };
}

/** The visitor was signed out: no auth cookie in the jar, and the last write removed it with the log-in's attributes. */
export async function expectAuthCookieRemoved(page: Page) {
  expect(await jarCookie(page.context()), 'the auth cookie after signing out').toBeUndefined();
  const writes = await page.evaluate(() => (window as unknown as { authCookieWrites: string[] }).authCookieWrites);
  expect(writes.length, 'writes of the auth cookie').toBeGreaterThan(0);
  const { value, attributes } = attributesOf(writes.at(-1)!);
  expect(value).toBe('');
  expect(attributes).toMatchObject({ path: '/', secure: '', samesite: 'Lax' });
  expect(Date.parse(attributes.expires!)).toBeLessThan(Date.now());
}

/** The log-in page says why the visitor is there, in view (the first thing below the title on a 320 px phone). */
export async function expectSignedOutMessage(page: Page, lang: string, key: 'signedOut' | 'sessionEnded') {
  const message = page.getByText(translate(lang, `account.${key}`));
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport();
}
