// Every page of the production build as a visitor gets it, before any script runs (JavaScript off) and with its
// script before the first interaction: every link and form action inside the site leads to a page that is not the
// 404 page, and a language link keeps the page's path (a code's too: every code shares one template) and its query.
// The links are read from the pages; the pages are every route of config/routes.json and three codes of the mock's
// catalogue (a valid one, one the backend denies, a partner's), in every language, each opened with a query: all of
// them as served (what a browser without JavaScript reads), and in a browser with its script, every code's page in
// every language and every route unprefixed and in one language that changes from route to route (a page load each:
// all eight of every route cost a minute of a CI run; the entry points every page's links alike).
import { JSDOM } from 'jsdom';
import { appConfig, routesConfig } from '../src/config/appConfig.ts';
import { languagePrefixes, localizedPath } from '../src/navigation/routeTable.ts';
import { languages, type Language } from '../src/shared/languages.ts';
import { expect, test } from './fixtures.ts';
import { trigger } from './mockBackend.ts';

const { basePath } = appConfig;
const QUERY = '?utm_source=crawler&note=a%26b';
const CODES = ['code-valid', 'code-expired', 'code-referer-invalid'].map(trigger);
const notFoundRoute = routesConfig.routes.find((route) => route.id === appConfig.routes.notFound)!;
const isNotFound = (path: string) =>
  languagePrefixes.some((p) => path === basePath + localizedPath(p, notFoundRoute.path));

/** The app-relative paths of a language's pages: each route's (a parameter's without it) and each code's; `walked`:
 * only the routes walked with script in that language. */
const pathsIn = (prefix: Language | undefined, walked = false) => [
  ...routesConfig.routes
    .filter((_, index) => !walked || !prefix || index % languages.length === languages.indexOf(prefix))
    .map((route) => localizedPath(prefix, route.path.replace(/\/?:\w+\?$/, ''))),
  ...CODES.map((code) => localizedPath(prefix, code)),
];

interface Found {
  page: URL;
  target: URL;
  hreflang: string | null;
}

/**
 * The site's links and GET form actions in a page's HTML (a form's fields filled with the page's code, or a valid
 * one), read as a browser without JavaScript reads it (jsdom: <noscript> holds markup).
 */
function linksIn(html: string, at: URL): Found[] {
  const { document } = new JSDOM(html, { url: at.href }).window;
  const code = CODES.find((c) => at.pathname.endsWith(`/${c}`)) ?? CODES[0]!;
  const links = [...document.querySelectorAll('a[href]')].map((a) => ({
    target: new URL((a as HTMLAnchorElement).href),
    hreflang: a.getAttribute('hreflang'),
  }));
  const forms = [...document.querySelectorAll('form[action]')]
    .filter((form) => (form as HTMLFormElement).method === 'get')
    .map((form) => {
      const target = new URL((form as HTMLFormElement).action);
      for (const field of form.querySelectorAll('input[name]')) {
        target.searchParams.set((field as HTMLInputElement).name, code);
      }
      return { target, hreflang: null };
    });
  return [...links, ...forms]
    .map((link) => ({ ...link, page: at }))
    .filter(({ target }) => target.origin === at.origin && `${target.pathname}/`.startsWith(`${basePath}/`));
}

/** Where a URL leads on the server: its last address after redirects, and the status there. */
async function destination(url: URL): Promise<{ path: string; status: number }> {
  let at = url;
  for (let hops = 0; hops < 5; hops++) {
    const response = await fetch(at, { redirect: 'manual' });
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location)
      return { path: at.pathname, status: response.status };
    at = new URL(location, at);
  }
  throw new Error(`${url.href} redirects more than 5 times`);
}

function expectLanguageLink({ page, target, hreflang }: Found) {
  const pagePath = page.pathname.slice(basePath.length);
  const prefix = languages.find((lang) => pagePath === `/${lang}` || pagePath.startsWith(`/${lang}/`));
  const rest = prefix ? pagePath.slice(prefix.length + 1) : pagePath;
  const where = `the ${hreflang} link on ${page.pathname}${page.search}`;
  expect(target.pathname, where).toBe(`${basePath}/${hreflang}${rest === '/' ? '' : rest}`);
  expect(target.search, where).toBe(page.search);
}

for (const javaScript of [false, true]) {
  for (const prefix of languagePrefixes) {
    const mode = javaScript ? 'with JavaScript, before the first interaction' : 'without JavaScript';
    test(`${prefix ?? 'unprefixed'} pages ${mode}: every link and form action leads to a page`, async ({
      browser,
      baseURL,
    }) => {
      const found: Found[] = [];
      // With JavaScript: the page's inline script and entry run; the app's code, which the first interaction would
      // find, never arrives.
      const page = javaScript ? await browser.newPage({ baseURL }) : undefined;
      await page?.route(/\/assets\/(?!index-)[^/]+\.js$/, () => {});
      await page?.route(/\.(avif|webp|jpg|png|woff2)$/, (route) => route.abort()); // nothing links from them
      const paths = pathsIn(prefix, javaScript);
      for (const path of paths) {
        const url = new URL(basePath + path + QUERY, baseURL);
        if (page) {
          await page.goto(url.href, { waitUntil: 'domcontentloaded' });
          found.push(...linksIn(await page.content(), new URL(page.url())));
        } else {
          const response = await fetch(url);
          found.push(...linksIn(await response.text(), new URL(response.url)));
        }
      }
      await page?.close();

      for (const link of found.filter((f) => f.hreflang)) expectLanguageLink(link);
      expect(found.filter(({ target }) => target.pathname.split('/').includes('_'))).toEqual([]);
      const targets = [...new Set(found.map(({ target }) => target.pathname + target.search))];
      const reached = await Promise.all(targets.map((t) => destination(new URL(t, baseURL))));
      const failed = targets.filter(
        (t, i) =>
          reached[i]!.status !== 200 || (isNotFound(reached[i]!.path) && !isNotFound(new URL(t, baseURL).pathname)),
      );
      expect(failed, 'links that lead to no page').toEqual([]);
      // Each page was read: links on every one of them.
      expect(new Set(found.map(({ page }) => page.pathname)).size).toBe(paths.length);
    });
  }
}
