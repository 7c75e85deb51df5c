// Every path of the route table (each route of config/routes.json, unprefixed and under each language prefix)
// renders its screen from config. One test per route walks its paths in one page: a fresh browser context per
// path costs more than the page.
import { languages } from '../src/shared/languages.ts';
import type { Page } from '@playwright/test';
import { appConfig, routesConfig } from '../src/config/appConfig.ts';
import { expandRouteTable } from '../src/navigation/routeTable.ts';
import { expectNoAxeViolations } from './axe.ts';
import { anyScreenTitle, forSignedIn } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { queryFor, signedIn } from './mockBackend.ts';
import { expectNoSidewaysScroll } from './sidewaysScroll.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const prefixOf = (path: string) =>
  languages.find(
    (lang) => path === `${appConfig.basePath}/${lang}` || path.startsWith(`${appConfig.basePath}/${lang}/`),
  );
const languageOf = (path: string) => prefixOf(path) ?? appConfig.defaultLanguage;

const routeById = (id: string) => routesConfig.routes.find((r) => r.id === id)!;

/**
 * axe checks each route unprefixed (the default language), and every third route in German too, the language with
 * the longest words: a scan at 320 px takes seconds, and the other specs scan each state they reach.
 */
const axeChecked = (path: string, routeIndex: number) =>
  prefixOf(path) === undefined || (prefixOf(path) === 'de' && routeIndex % 3 === 0);

// Each route is walked unprefixed and in one language prefix that changes from route to route (every prefix is
// walked on several routes), and every third route in German, the language with the longest words, where axe scans
// it too: walking all eight paths of every route cost 6 minutes of a CI run that must stay under 20. That every
// route renders in every language is the contract suite's (tests/contract) and the prerender's; here a real browser
// adds layout (no sideways scroll), hydration and axe.
const walkedLanguages = (routeIndex: number) =>
  new Set([undefined, languages[routeIndex % languages.length], ...(routeIndex % 3 === 0 ? ['de'] : [])]);

async function expectScreen(page: Page, path: string, routeId: string, routeIndex: number) {
  const { screen, layout } = routeById(routeId);
  const lang = languageOf(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(anyScreenTitle(screen, lang));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('link').first()).toHaveAttribute('href', '#main-content');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('head meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Maison Club');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/acquisition\/share-invite\.png$/,
  );
  await expect(page).toHaveTitle(/\S+ \| Maison Club$/);
  // The site's name for browsers that pin or install it (the spec's 'name'), as the home-screen title.
  await expect(page.locator('head meta[name="application-name"]')).toHaveAttribute('content', 'Maison Club');
  await expect(page.locator(`.page.layout-${layout}`)).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(layout === 'no-footer' ? 0 : 1);
  await expectNoSidewaysScroll(page);
  if (axeChecked(path, routeIndex)) await expectNoAxeViolations(page);
}

// On the narrowest phone in use: nothing may scroll sideways in the languages walked; axe finds nothing to fix.
test.use({ viewport: { width: 320, height: 640 } });

routesConfig.routes.forEach((route, routeIndex) => {
  test(`renders route ${route.id} unprefixed and in ${[...walkedLanguages(routeIndex)].filter(Boolean).join(', ')}`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const query = await queryFor(route.id, request, uniqueEmail('e2e.every-route'));
    // Screens for signed-in users only: an admin sees them; a visitor is sent to log in.
    if (forSignedIn(route.screen)) await signedIn(context, request, baseURL!, 'admin@mock.test', 'admin-password');
    const walked = walkedLanguages(routeIndex);
    for (const path of expandRouteTable([route]).filter((p) => walked.has(prefixOf(p)))) {
      await test.step(path, async () => {
        await page.goto(path + query);
        if (route.guard) {
          // Without a token spec §2 sends the visitor where the guard says (the deny page), in the same language,
          // with the guard's reason.
          const { redirectTo, reason } = route.guard;
          const home = `${appConfig.basePath}${prefixOf(path) ? `/${prefixOf(path)}` : ''}`;
          const query = reason ? `\\?reason=${reason}` : '';
          await expect(page).toHaveURL(new RegExp(`${home}/${routeById(redirectTo).path}${query}$`));
          await expectScreen(page, path, redirectTo, routeIndex);
        } else {
          await expectScreen(page, path, route.id, routeIndex);
        }
      });
    }
  });
});

test('the route table has each route unprefixed and under each language prefix, all paths distinct', () => {
  const paths = expandRouteTable(routesConfig.routes);
  expect(paths).toHaveLength(routesConfig.routes.length * (1 + languages.length));
  expect(new Set(paths).size).toBe(paths.length);
});
