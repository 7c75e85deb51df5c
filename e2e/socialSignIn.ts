// Social sign-up through the mock backend's OpenID providers, as a visitor does it on a code's registration page.
import type { Page } from '@playwright/test';
import { appPath, translate } from './expected.ts';

export type Provider = 'Google' | 'Facebook' | 'Apple';

/** A text of the social sign-in block in a language, its {{values}} filled in. */
export const social = (lang: string, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    translate(lang, `screens.social-sign-in.${key}`),
  );

/** On the code's page: chooses the provider, then the test identity on its sign-in page (or Cancel), and waits to be
 * back on the page. */
export async function signInWith(page: Page, lang: string, code: string, provider: Provider, choice: RegExp) {
  await page.getByRole('button', { name: social(lang, 'continueWith', { provider }) }).click();
  await page.waitForURL(/\/mock\/oidc\//);
  await page.getByRole('button', { name: choice }).click();
  await page.waitForURL((url) => url.pathname === appPath(lang, code));
}
