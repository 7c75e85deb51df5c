// Imagery as config: each hero image a screen, a layout (config/app.json) or a copy variant names shows as AVIF
// (WebP and JPEG for other browsers) in a width the screen needs, with its translated alt text and its box reserved
// by width and height. Which pages have one comes from config, not from a list here.
import type { Page } from '@playwright/test';
import { appConfig, routesConfig } from '../src/config/appConfig.ts';
import { variantsConfig } from '../src/variants/selectVariant.ts';
import { appPath, screenConfig, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { expectImageLoaded } from './imageLoaded.ts';
import { variantOf, variantScenarios } from './mockBackend.ts';

type Hero = { image: string; alt: string };
const screenHero = (screen: string): Hero | undefined => screenConfig(screen).hero;

const pagesWithHero = routesConfig.routes.flatMap((route) => {
  if (route.guard || route.path.includes(':')) return [];
  const hero = screenHero(route.screen) ?? appConfig.layouts?.[route.layout]?.hero;
  return hero ? [{ path: route.path, hero }] : [];
});

async function expectHero(page: Page, picture: string, hero: Hero, lang: string) {
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
}

test('config names at least one hero image, and the landing page looks finished without one', async ({ page }) => {
  expect(pagesWithHero.length).toBeGreaterThan(0);
  await page.goto('/acquisition/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('picture')).toHaveCount(0);
});

for (const { path, hero } of pagesWithHero) {
  test(`/${path} shows its hero image in English and German`, async ({ page }) => {
    for (const lang of ['en', 'de']) {
      await page.goto(appPath(lang, path));
      await expectHero(page, '.page-hero', hero, lang);
    }
  });
}

test('a copy variant with an image shows it beside its copy on the registration page', async ({ page, request }) => {
  const withHero = [];
  for (const id of variantScenarios) {
    const { code, choice } = await variantOf(request, id);
    const hero = variantsConfig.copyVariants[choice.copyVariant]?.hero;
    if (hero) withHero.push({ code, hero });
  }
  expect(withHero.length).toBeGreaterThan(0);
  for (const { code, hero } of withHero) {
    await page.goto(appPath('de', code));
    await expectHero(page, '.variant-arm[data-visible] .registration-hero', hero, 'de');
  }
});
