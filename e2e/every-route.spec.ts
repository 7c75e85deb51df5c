// Every path of the route table (22 routes × unprefixed and 7 prefixes) renders its screen from config.
import { routesConfig } from '../src/config/appConfig.ts';
import { expandRouteTable } from '../src/routing/routeTable.ts';
import { screenTitle } from './expected.ts';
import { expect, test } from './fixtures.ts';

const guarded = /\/(lobby|social-registration-second-step)$/;
const noFooter = /\/registration\/activateaccount$/;
const languageOf = (path: string) => /^\/acquisition\/(en|de|fr|it|nl|pl|sv)(\/|$)/.exec(path)?.[1] ?? 'en';

const screenOf = (path: string) => {
  if (guarded.test(path)) return 'deny'; // no token: spec §2 sends the visitor to the deny page
  const rest = path.replace(/^\/acquisition(\/(en|de|fr|it|nl|pl|sv))?(\/|$)/, '');
  return routesConfig.routes.find((r) => (r.path.startsWith(':') ? '' : r.path) === rest)!.screen;
};

for (const path of expandRouteTable(routesConfig.routes)) {
  test(`renders ${path}`, async ({ page }) => {
    await page.goto(path);
    const lang = languageOf(path);
    if (guarded.test(path)) await expect(page).toHaveURL(new RegExp(`${path.replace(guarded, '')}/registration/deny$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle(screenOf(path), lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('link').first()).toHaveAttribute('href', '#main-content');
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('head meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
      'content',
      'Maison Club',
    );
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/acquisition\/share-invite\.png$/,
    );
    expect(await page.title()).toMatch(/\S+ \| Maison Club$/);
    await expect(page.locator('footer')).toHaveCount(noFooter.test(path) ? 0 : 1);
  });
}
