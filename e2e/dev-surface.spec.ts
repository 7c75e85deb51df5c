// The dev surface in the dev server: the gallery's links open the real page in the state they name (one per
// dimension, the languages rotating over them), a locale edit shows in its preview without reloading the gallery,
// a broken config file is named at its top, and the gallery and the QA console pass axe.
import type { Page } from '@playwright/test';
import type { ViteDevServer } from 'vite';
import type { GalleryEntry, SurfaceState } from '../src/devSurface/entries/dimensions.ts';
import { appConfig } from '../src/config/appConfig.ts';
import { abTesting, CONFIG_CLIENT_KEY } from './abTesting.ts';
import { expectNoAxeViolations } from './axe.ts';
import { devOrigin, startDevServer } from './devServer.ts';
import { withEditedFile, withValue } from './devSurfaceEdits.ts';
import { escapeRegExp, screenConfig, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { fieldLabel, findingLabel, submitButton } from './registrationForm.ts';

test.describe.configure({ mode: 'serial' });
// The A/B service on, as in `npm start`: the experiment entries force their arms through it.
test.use({ baseURL: devOrigin, viewport: { width: 1280, height: 900 }, storageState: abTesting(CONFIG_CLIENT_KEY) });

let server: ViteDevServer;
test.beforeAll(async () => {
  server = await startDevServer();
});
test.afterAll(async () => server?.close());

const gallery = (query = '') => `/acquisition/__dev/gallery${query}`;
/** The longest stretch of a text without {{placeholders}} or <tags>: what shows whatever they are filled with. */
const literalPart = (lang: string, key: string) =>
  translate(lang, key)
    .split(/{{[^}]*}}|<\/?\w+>/)
    .sort((a, b) => b.length - a.length)[0]!
    .trim();

async function sendRegistration(page: Page, lang: string) {
  await page.getByLabel(findingLabel(lang, 'gender')).check();
  await page.getByLabel(fieldLabel(lang, 'firstName'), { exact: true }).fill('Anna');
  await page.getByLabel(fieldLabel(lang, 'lastName'), { exact: true }).fill('Berg');
  await page.getByLabel(fieldLabel(lang, 'email'), { exact: true }).fill('dev.surface@mock.test');
  await page.getByLabel(fieldLabel(lang, 'termsAndConditions')).check();
  await submitButton(page, lang).click();
}

async function expectState(page: Page, entry: GalleryEntry) {
  const { proof, language } = entry;
  if (entry.dimension === 'formProblem') await sendRegistration(page, language);
  if (proof.selector) await expect(page.locator(proof.selector).first()).toBeAttached();
  if (proof.textKey) await expect(page.getByText(literalPart(language, proof.textKey)).first()).toBeVisible();
  if (proof.titleKey) await expect(page).toHaveTitle(new RegExp(escapeRegExp(literalPart(language, proof.titleKey))));
  await expect(page.locator('h1').first()).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/acquisition/${language}(/|$)`));
}

test('each dimension and each language: the gallery links the real page in that state', async ({ page }) => {
  // A dev server compiles each module on first use: on the shared 2-core machine the first pages take seconds each.
  test.setTimeout(180_000);
  const state = (await (await page.request.get('/acquisition/__dev/state.json')).json()) as SurfaceState;
  const dimensions = [...new Set(state.entries.map((e) => e.dimension))];
  // The languages rotate over the dimensions (and over them again while a language is left): each of both is walked.
  const count = Math.max(dimensions.length, appConfig.languages.length);
  const chosen = Array.from({ length: count }, (_, i) => {
    const [dimension, language] = [
      dimensions[i % dimensions.length],
      appConfig.languages[i % appConfig.languages.length],
    ];
    const ofDimension = state.entries.filter((e) => e.dimension === dimension && e.language === language);
    return ofDimension.find((e) => Object.keys(e.proof).length > 0) ?? ofDimension[0]!;
  });
  const languages = [...new Set(chosen.map((e) => e.language))];
  expect(languages.sort()).toEqual([...appConfig.languages].sort());
  for (const lang of languages) {
    // Links only (no previews): every entry of the language is a card, each chosen one links its page.
    await page.goto(gallery(`?lang=${lang}&screen=none`));
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    if (lang === appConfig.defaultLanguage) await expectNoAxeViolations(page);
    for (const entry of chosen.filter((e) => e.language === lang)) {
      const card = page.locator(`article[data-entry="${entry.id}"][data-language="${lang}"]`);
      await expect(card.getByRole('link', { name: /Open the page/ })).toHaveAttribute('href', entry.url);
    }
  }
  for (const entry of chosen) {
    await page.goto(entry.url);
    await test.step(`${entry.dimension}: ${entry.title} (${entry.language})`, () => expectState(page, entry));
  }
});

test('a locale edit shows in the preview without reloading the gallery; a broken config file is named on top', async ({
  page,
}) => {
  const lang = 'sv';
  const route = 'about-1';
  const heading = screenConfig(route).blocks.find((b) => b.type === 'heading')!;
  const key = (heading as { text: string }).text;
  await page.goto(gallery(`?lang=${lang}&screen=phone&dimension=route&q=${route}`));
  const frame = page.frameLocator(`iframe[title^="${route} "]`);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(translate(lang, key));
  await page.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));
  const edited = `${translate(lang, key)} (e2e)`;
  await withEditedFile(
    `locales/${lang}/translation.json`,
    (text) => withValue(text, key, () => edited),
    () => expect(frame.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 20_000 }),
  );
  // No frames while a config file is broken: the app's own pages show Vite's error then.
  await page.getByRole('searchbox').fill('no entry has this text');
  // A file neither vite.config.ts (an edit of those restarts the server) nor another spec reads.
  await withEditedFile(
    'config/forms/link-generator.json',
    (text) => `${text.trim()},\n`,
    async () => {
      await expect(page.getByRole('alert')).toContainText('config/forms/link-generator.json', { timeout: 20_000 });
    },
  );
  await expect(page.getByRole('alert')).toBeHidden({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
});

test('the QA console: every catalogue case with its reproduce link, the clock moves forward, the mock resets', async ({
  page,
}) => {
  await page.goto('/acquisition/__dev/qa');
  const state = (await (await page.request.get('/acquisition/__dev/state.json')).json()) as SurfaceState;
  await expect(page.locator('tr[data-scenario]')).toHaveCount(state.scenarios.length);
  await page.getByLabel('Kind').selectOption('codeError');
  const rows = state.scenarios.filter((s) => s.kind === 'codeError');
  await expect(page.locator('tr[data-scenario]')).toHaveCount(rows.length);
  await expectNoAxeViolations(page);
  const before = await page.locator('[data-clock]').textContent();
  await page.getByRole('button', { name: 'Move the clock forward' }).click();
  await expect(page.getByRole('status')).toContainText('20160 minutes forward');
  await expect(page.locator('[data-clock]')).not.toHaveText(before!);
  await page.getByRole('button', { name: 'Reset the mock' }).click();
  await expect(page.getByRole('status')).toContainText('back at its seed');
  await expect(page.locator('[data-clock]')).toContainText(before!.slice(0, 10)); // the day it was
});
