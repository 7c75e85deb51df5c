// The language switch as a visitor does it: on each kind of page, a click on each language link in turn (a tour
// through every language and back), every other click before the page's app has arrived (its code held back, as on a
// slow connection) and the others after it has hydrated. Each click keeps the path (a code's too), the query, what was
// typed (never a password) and, for a partner's code, that the partner sent the visitor.
import type { Page } from '@playwright/test';
import { appConfig } from '../src/config/appConfig.ts';
import { languages } from '../src/shared/languages.ts';
import { appPath, translate } from './expected.ts';
import { appReady, expect, test } from './fixtures.ts';
import { followLinkFrom } from './linkFromAnotherSite.ts';
import { pendingRegistration, trigger } from './mockBackend.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const QUERY = { utm_source: 'switch', note: 'a&b' };
const { basePath, defaultLanguage } = appConfig;
// Every language once, from the default one and back to it.
const tour = [...languages.filter((lang) => lang !== defaultLanguage), defaultLanguage];
const APP_CODE = /\/assets\/(?!index-)[^/]+\.js$/;

interface Field {
  /** The control's id: the form's name and the field's. */
  id: string;
  value: string;
  /** Entered, but never carried to the next page. */
  secret?: boolean;
}

interface Kind {
  name: string;
  /** The page's path in the default language (below the base path), and its query beside QUERY. */
  open: (page: Page) => Promise<{ path: string; query?: Record<string, string> }>;
  /** The other site whose link the visitor follows to the page. */
  via?: string;
  fields?: Field[];
  /** What shows once the page works (after hydration), in the page's language. */
  shown?: (page: Page, lang: string) => Promise<void>;
}

const heading = (page: Page, lang: string, key: string) =>
  expect(page.getByRole('heading', { level: 1 })).toHaveText(translate(lang, key));

const kinds: Kind[] = [
  {
    name: 'the landing page',
    open: async () => ({ path: '' }),
    fields: [{ id: 'registration-code_registrationCode', value: trigger('code-valid') }],
  },
  {
    name: "a partner's code, reached by a link on the partner's site",
    open: async () => ({ path: trigger('code-referer-invalid') }),
    via: 'http://partner.example.com/',
    fields: [
      { id: 'registration_firstName', value: 'Zoë' },
      { id: 'registration_email', value: 'zoe@mock.test' },
    ],
    // Let in, the partner having sent the visitor (not the deny page): the inviter's greeting is the heading.
    shown: (page) => expect(page.locator('.variant-arm[data-visible] h1')).toBeVisible(),
  },
  {
    name: 'the entrance',
    open: async () => ({ path: 'entrance' }),
    fields: [
      { id: 'log-in_email', value: 'member@mock.test' },
      { id: 'log-in_password', value: 'secret-password', secret: true },
    ],
    shown: (page, lang) => heading(page, lang, 'screens.entrance.title'),
  },
  {
    name: 'the lobby',
    open: async () => ({ path: 'lobby', query: { token: trigger('waiting-list-joined') } }),
    shown: (page, lang) => heading(page, lang, 'screens.lobby.title'),
  },
  {
    name: 'the account activation',
    open: async (page) => {
      const link = new URL(await pendingRegistration(page.request, uniqueEmail('e2e.switch')), 'http://x');
      return { path: link.pathname.slice(basePath.length + 1), query: Object.fromEntries(link.searchParams) };
    },
    shown: (page, lang) => heading(page, lang, 'screens.activate-account.activatedTitle'),
  },
  {
    name: 'the deny page',
    open: async () => ({ path: 'registration/deny', query: { reason: 'referer-invalid' } }),
  },
  {
    name: 'the membership application',
    open: async () => ({ path: 'membership-interest/apply' }),
    fields: [{ id: 'membership-application_email', value: 'interest@mock.test' }],
  },
];

/** A page's path below the base path without its language prefix: '' for the start page. */
function restOf(pathname: string): string {
  const [, first, ...others] = pathname.slice(basePath.length).split('/');
  return (languages.includes(first as (typeof languages)[number]) ? others : [first, ...others]).join('/');
}

/** The page at the language's path of the same page: /acquisition/<lang>/<rest>. */
const inLanguage = (lang: string, rest: string) => `${basePath}/${lang}${rest ? `/${rest}` : ''}`;

kinds.forEach((kind, index) => {
  test(`${kind.name}: each language link keeps the path, the query and what was typed, before and after hydration`, async ({
    page,
    baseURL,
  }) => {
    // The pages whose app is held back (by path: each page of the tour has its own), every other one; which one
    // starts held changes from kind to kind.
    const held = new Set<string>();
    await page.route(APP_CODE, (route) =>
      held.has(new URL(route.request().frame().url()).pathname) ? undefined : route.continue(),
    );
    const { path, query = {} } = await kind.open(page);
    const first = new URL(`${appPath(defaultLanguage, path)}?${new URLSearchParams({ ...query, ...QUERY })}`, baseURL);
    if (index % 2 === 0) held.add(first.pathname);
    if (kind.via) await followLinkFrom(page, kind.via, first.href);
    else await page.goto(first.href, { waitUntil: 'commit' });
    await page.waitForURL(first.href, { waitUntil: 'domcontentloaded' });
    for (const field of kind.fields ?? []) await page.locator(`#${field.id}`).fill(field.value);

    for (const lang of tour) {
      const from = new URL(page.url());
      const hydrated = !held.has(from.pathname);
      if (hydrated) {
        await appReady(page);
        await kind.shown?.(page, from.pathname === first.pathname ? defaultLanguage : langOf(from));
      }
      const to = inLanguage(lang, restOf(from.pathname));
      if (hydrated) held.add(to); // the next page is held when this one was not
      const search = new URL(page.url()).search; // after hydration: without what the app took out (a token)
      await page.evaluate(() => ((window as { tour?: boolean }).tour = true));
      await page
        .getByRole('link', { name: translate(lang, `languages.${lang}`) })
        .first()
        .click();
      await expect(page).toHaveURL((url) => url.pathname === to);
      await page.waitForLoadState('domcontentloaded');
      // A route that switches inside the app (activation's) stays the same document: its app is there.
      if (await page.evaluate(() => (window as { tour?: boolean }).tour)) held.delete(to);
      const at = `${kind.name} in ${lang}, switched ${hydrated ? 'after' : 'before'} hydration`;
      expect(new URL(page.url()).search, at).toBe(search);
      await expect(page.locator('html'), at).toHaveAttribute('lang', lang);
      for (const field of kind.fields ?? []) {
        await expect(page.locator(`#${field.id}`), `${field.id}: ${at}`).toHaveValue(field.secret ? '' : field.value);
      }
    }
    // The last page, if it works, works in its language.
    if (!held.has(new URL(page.url()).pathname)) {
      await appReady(page);
      await kind.shown?.(page, defaultLanguage);
    }
  });
});

const langOf = (url: URL) => url.pathname.slice(basePath.length).split('/')[1]!;
