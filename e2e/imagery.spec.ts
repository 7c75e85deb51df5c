// Imagery as config: the picture a screen, its route's layout (config/app.json) or a copy variant names shows as
// AVIF (WebP and JPEG for other browsers) in a width the screen needs, with its translated alt text, its box reserved
// by width and height and its focal point kept in view. Every route has one on a desktop; a phone loads only those
// config shows on a phone; with it, a desktop's page uses at least two thirds of the width above the fold. Which pages
// have which comes from config, not from a list here.
import type { Page } from '@playwright/test';
import { appConfig, routesConfig } from '../src/config/appConfig.ts';
import type { HeroImage } from '../src/config/configImages.ts';
import { languages } from '../src/shared/languages.ts';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { appPath, screenConfig, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { expectImageLoaded } from './imageLoaded.ts';
import { variantOf, variantScenarios } from './mockBackend.ts';
import { openableRoutes, openRoute, type Route } from './openRoute.ts';
import { usedWidth } from './usedWidth.ts';

const heroOf = (route: Route): HeroImage | undefined =>
  screenConfig(route.screen).hero ?? appConfig.layouts?.[route.layout]?.hero;

async function expectPicture(page: Page, picture: string, hero: HeroImage, lang: string) {
  const image = page.locator(`${picture} img`);
  await expect(image).toHaveAttribute('alt', translate(lang, hero.alt));
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  await expect(page.locator(`${picture} source[type="image/avif"]`)).toHaveAttribute(
    'srcset',
    /\.avif \d+w, .+\.avif \d+w/,
  );
  await expect(page.locator(`${picture} source[type="image/webp"]`)).toHaveAttribute('srcset', /\.webp \d+w/);
  await expectImageLoaded(image);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  const { x, y } = hero.focus;
  await expect(image).toHaveCSS('object-position', `${x}% ${y}%`);
}

test('every route names a picture: its screen’s or its layout’s', () => {
  expect(routesConfig.routes.filter((route) => !heroOf(route)).map((route) => route.id)).toEqual([]);
});

// Each route in one language, the languages taking turns over the routes: every alt text is read in every language
// over the routes (both for each route cost half a minute of a CI run).
test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  openableRoutes.forEach((route, index) => {
    const lang = languages[index % languages.length]!;
    test(`${route.id} shows its picture beside the content (${lang})`, async ({ page, visitor }) => {
      await openRoute(visitor, route, lang);
      await expectPicture(page, '.page-hero', heroOf(route)!, lang);
      const picture = (await page.locator('.page-hero').boundingBox())!;
      expect(picture.width).toBeGreaterThanOrEqual(1280 / 2 - 1);
      // With its picture, no page leaves more than a third of the width empty above the fold.
      expect(await usedWidth(page)).toBeGreaterThan(2 / 3);
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const route of openableRoutes) {
    const hero = heroOf(route)!;
    test(`${route.id} ${hero.phone === 'band' ? 'shows its picture above the content' : 'loads no picture'}`, async ({
      page,
      visitor,
    }) => {
      // The build names a rendition after its master: images/atelier.jpg → assets/images-atelier-<width>-<hash>.avif
      const rendition = `/assets/${hero.image.replace(/\.\w+$/, '').replace(/\//g, '-')}-`;
      const pictures: string[] = [];
      page.on('request', (r) => void (r.url().includes(rendition) && pictures.push(r.url())));
      await openRoute(visitor, route, 'en');
      await expect(page.getByRole('main')).toBeVisible();
      if (hero.phone === 'band') {
        await expectPicture(page, '.page-hero', hero, 'en');
      } else {
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.page-hero')).toBeHidden();
        expect(pictures).toEqual([]);
      }
    });
  }
});

test('a copy variant with a picture shows it beside its copy on the registration page', async ({ page, request }) => {
  const withHero = [];
  for (const id of variantScenarios) {
    const { code, choice } = await variantOf(request, id);
    const hero = variantsConfig.copyVariants[choice.copyVariant]?.hero;
    if (hero) withHero.push({ code, hero });
  }
  expect(withHero.length).toBeGreaterThan(0);
  for (const { code, hero } of withHero) {
    await page.goto(appPath('de', code));
    await expectPicture(page, '.variant-arm[data-visible] .registration-hero', hero, 'de');
  }
});
