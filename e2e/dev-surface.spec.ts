// The dev surface in the dev server: the gallery's links open the real page in the state they name (one per
// dimension, the languages rotating over them), a locale edit shows in its preview without reloading the gallery,
// a broken config file is named at its top, and the gallery and the QA console pass axe. A text edited in the gallery
// is written to its file (one line), shown, refused when check:config would object, and undone; a copy variant and an
// experiment are added from their dialogs and work at once; the edit endpoints answer the gallery only.
import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { GalleryEntry, SurfaceState } from '../src/devSurface/entries/dimensions.ts';
import { keyPointer } from '../src/devSurface/edit/protocol/editProtocol.ts';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { appConfig } from '../src/config/appConfig.ts';
import { experimentsConfig as experiments } from '../src/config/experimentsConfig.ts';
import { decidesForEveryone } from '../src/shared/decidingRule.ts';
import { hashOf } from '../scripts/vite/devSurface/editService.ts';
import { abTesting, armOf, CONFIG_CLIENT_KEY, pushed, servedFeatures } from './abTesting.ts';
import { CODE, COPY_FEATURE, expectCopy } from './copyExperiment.ts';
import { expectNoAxeViolations } from './axe.ts';
import { devOrigin, startDevServer, type DevServer } from '../scripts/vite/devServerCopy.ts';
import { withEditedFile, withValue } from './devSurfaceEdits.ts';
import { escapeRegExp, screenConfig, translate } from './expected.ts';
import { composeCopyExperiment, field } from './splitGeneratorForm.ts';
import { changedLines, keepingFiles, readProjectFile } from './galleryEdits.ts';
import { expect, test } from './fixtures.ts';
import { fieldLabel, findingLabel, submitButton } from './registrationForm.ts';
import { uniqueEmail } from './uniqueEmail.ts';
import { followRow } from './qaRows.ts';

test.describe.configure({ mode: 'serial' });
// The A/B service on, as in `npm start`: the experiment entries force their arms through it.
test.use({ baseURL: devOrigin, viewport: { width: 1280, height: 900 }, storageState: abTesting(CONFIG_CLIENT_KEY) });

let server: DevServer;
test.beforeAll(async () => {
  server = await startDevServer();
});
test.afterAll(async () => server?.close());

const gallery = (query = '') => `/acquisition/__dev/gallery${query}`;
const copyVariantKey = (variant: string, text: 'headline' | 'subline') => variantsConfig.copyVariants[variant]![text];
/** The longest stretch of a text without {{placeholders}} or <tags>: what shows whatever they are filled with. */
const literalPart = (lang: string, key: string) =>
  translate(lang, key)
    .split(/{{[^}]*}}|<\/?\w+>/)
    .sort((a, b) => b.length - a.length)[0]!
    .trim();

async function sendRegistration(page: Page, lang: string, email = 'dev.surface@mock.test') {
  await page.getByLabel(findingLabel(lang, 'gender')).check();
  await page.getByLabel(fieldLabel(lang, 'firstName'), { exact: true }).fill('Anna');
  await page.getByLabel(fieldLabel(lang, 'lastName'), { exact: true }).fill('Berg');
  await page.getByLabel(fieldLabel(lang, 'email'), { exact: true }).fill(email);
  await page.getByLabel(fieldLabel(lang, 'termsAndConditions')).check();
  await submitButton(page, lang).click();
}

async function expectState(page: Page, entry: GalleryEntry) {
  const { proof, language } = entry;
  if (entry.dimension === 'formProblem') await sendRegistration(page, language);
  if (proof.selector) await expect(page.locator(proof.selector).first()).toBeAttached();
  if (proof.textKey) await expect(page.getByText(literalPart(language, proof.textKey)).first()).toBeVisible();
  if (proof.titleKey) await expect(page).toHaveTitle(new RegExp(escapeRegExp(literalPart(language, proof.titleKey))));
  // By role: the headline's A/B arms no visitor is shown are hidden h1s.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
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
    server.project,
    `locales/${lang}/translation.json`,
    (text) => withValue(text, key, () => edited),
    () => expect(frame.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 20_000 }),
  );
  // No frames while a config file is broken: the app's own pages show Vite's error then.
  await page.getByRole('searchbox').fill('no entry has this text');
  // A file neither vite.config.ts (an edit of those restarts the server) nor another spec reads.
  await withEditedFile(
    server.project,
    'config/forms/link-generator.json',
    (text) => `${text.trim()},\n`,
    async () => {
      await expect(page.getByRole('alert')).toContainText('config/forms/link-generator.json', { timeout: 20_000 });
    },
  );
  await expect(page.getByRole('alert')).toBeHidden({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
});

test('a config file that does not parse: the gallery names it on top, and no error overlay covers a preview', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // The link generator's preview reads config/forms/link-generator.json (no other spec reads it while it is broken).
  await page.goto(gallery('?lang=en&screen=phone&dimension=admin&q=registration-link-generator'));
  await expect(page.frameLocator('iframe').first().getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await withEditedFile(
    server.project,
    'config/forms/link-generator.json',
    (text) => `${text.trim()},\n`,
    async () => {
      await expect(page.getByRole('alert')).toContainText('config/forms/link-generator.json', { timeout: 20_000 });
      // The preview loads the file again and fails (the browser logs it): Vite's overlay would be on it by then. The
      // test loads it itself: whether Vite's own reload of the preview came before the file broke is up to timing.
      const preview = page.frames().find((frame) => frame.url().includes('registrationlinkgenerator'))!;
      await preview.goto(preview.url());
      await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
      for (const frame of page.frames()) expect(await frame.locator('vite-error-overlay').count()).toBe(0);
    },
  );
  consoleErrors.length = 0; // the preview's failed loads of the broken file
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
  await expect(page.getByRole('status')).toContainText('The clock moved 14 days forward.');
  await expect(page.getByText('(14 days ahead)')).toBeVisible();
  await expect(page.locator('[data-clock]')).not.toHaveText(before!);
  await page.getByRole('button', { name: 'Reset the mock' }).click();
  await expect(page.getByRole('status')).toContainText('back at its seed');
  await expect(page.locator('[data-clock]')).toContainText(before!.slice(0, 10)); // the day it was
});

/** The console's rows by kind, read from the catalogue the server copy serves: a few rows to a test. */
const ROW_GROUPS = (() => {
  const file = JSON.parse(readProjectFile('.', 'mock-server/scenarios.json')) as {
    scenarios: { kind: string }[];
    socialScenarios: unknown[];
    abScenarios: unknown[];
  };
  const kinds = file.scenarios
    .map((s) => s.kind)
    .concat(
      file.socialScenarios.map(() => 'social'),
      file.abScenarios.map(() => 'ab'),
    );
  const PER_TEST = 6;
  return [...new Set(kinds)].flatMap((kind) => {
    const count = kinds.filter((k) => k === kind).length;
    return Array.from({ length: Math.ceil(count / PER_TEST) }, (_, i) => ({
      kind,
      from: i * PER_TEST,
      to: Math.min(count, (i + 1) * PER_TEST),
    }));
  });
})();

for (const { kind, from, to } of ROW_GROUPS) {
  test(`the QA console: ${kind} rows ${from + 1}–${to}, each followed from its Reproduce link, show what they say`, async ({
    page,
    browser,
  }) => {
    const state = (await (await page.request.get('/acquisition/__dev/state.json')).json()) as SurfaceState;
    const rows = state.scenarios.filter((row) => row.kind === kind).slice(from, to);
    await page.goto('/acquisition/__dev/qa');
    for (const row of rows) {
      // The row's link is the address the console's Reproduce opens in a tab of its own.
      const link = page.locator(`tr[data-scenario="${row.id}"]`).getByRole('link', { name: /Reproduce/ });
      await expect(link).toHaveAttribute('href', row.url);
      await expect(page.locator(`tr[data-scenario="${row.id}"] .ds-shows`)).toHaveText(row.showsLine);
      // Each in a browser of its own: a row's cookies (an A/B client key, an outage, a signed-in user) stay with it.
      const context = await browser.newContext({ baseURL: devOrigin, storageState: abTesting(CONFIG_CLIENT_KEY) });
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await test.step(row.id, () => followRow(tab, row));
      await context.close();
      // The browser logs a refused or dropped request itself, an A/B case's row promises its report; nothing else.
      const expected = (error: string) =>
        /Failed to load resource/.test(error) || (row.kind === 'ab' && error.includes(row.produces));
      expect(
        errors.filter((error) => !expected(error)),
        row.id,
      ).toEqual([]);
    }
  });
}

test('the QA console: a registration’s activation mail shows in its outbox, its link activates; the usage pings are listed', async ({
  page,
  context,
}) => {
  const state = (await (await page.request.get('/acquisition/__dev/state.json')).json()) as SurfaceState;
  const finalized = state.scenarios.find((r) => r.kind === 'success' && r.operation === 'finalizeRegistration')!;
  const email = uniqueEmail('qa.outbox');
  await page.goto(finalized.url);
  await sendRegistration(page, 'en', email);
  await expect(page).toHaveURL(/\/registration\/formfinished\?registrationId=/);
  await page.goto('/acquisition/__dev/qa');
  const mail = page.getByRole('listitem').filter({ hasText: email });
  const [activation] = await Promise.all([context.waitForEvent('page'), mail.getByRole('link').click()]);
  await expect(activation.getByRole('status')).toContainText(translate('en', 'screens.activate-account.activated'));
  // The pages opened used A/B features: their usage pings are listed, by the page that sent them.
  const pings = page
    .getByRole('region', { name: 'A/B usage pings' })
    .locator(`li[data-client-key="${CONFIG_CLIENT_KEY}"]`);
  await expect(pings.first()).toContainText('/acquisition/');
});

test('a code added to the catalogue works at once, without restarting npm start', async ({ page }) => {
  test.setTimeout(60_000);
  await withEditedFile(
    server.project,
    'mock-server/scenarios.json',
    (text) => {
      const catalogue = JSON.parse(text);
      const seeded = catalogue.scenarios.find((s: { id: string }) => s.id === 'variant-social-new-version');
      const added = structuredClone(seeded);
      Object.assign(added, { id: 'variant-e2e-added', description: 'Added by e2e. Open /acquisition/MOCK-E2E-ADDED.' });
      added.trigger.value = added.request.variables.registrationCode = 'MOCK-E2E-ADDED';
      catalogue.scenarios.push(added);
      return `${JSON.stringify(catalogue, null, 2)}\n`;
    },
    async () => {
      // The mock reads the file again when the server's watcher tells it: the catalogue it serves lists the case.
      const listed = async () =>
        ((await (await page.request.get('/mock/scenarios')).json()) as { id: string }[]).map((s) => s.id);
      await expect.poll(listed, { timeout: 20_000 }).toContain('variant-e2e-added');
      await page.goto('/acquisition/en/MOCK-E2E-ADDED?disablegb=true');
      await expect(page.locator('.registration[data-copy-variant="socialNewVersion"]')).toBeVisible();
    },
  );
});

test('a German headline edited in the gallery: one line of its file changes, the preview shows it, undo puts it back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = 'locales/de/translation.json';
  const key = copyVariantKey('social', 'headline');
  await keepingFiles(server.project, [file], async ([before = '']) => {
    await page.goto(gallery('?lang=de&screen=phone&dimension=copyVariant&edit=texts'));
    await page.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));
    const card = page.locator('article[data-entry="copyVariant:social"][data-language="de"]');
    await card.scrollIntoViewIfNeeded(); // a preview loads as it comes near the screen
    const preview = card.frameLocator('iframe');
    // Picked in the preview, as a marketer does: the text editor shows its key and its text in every language.
    await preview.locator(`[data-ds-key="${key}"]`).click();
    const editor = page.getByRole('dialog', { name: 'Edit a text' });
    await expect(editor.locator('[data-text-key]')).toHaveText(key);
    for (const lang of appConfig.languages)
      await expect(editor.getByLabel(`(${lang})`)).toHaveValue(translate(lang, key));
    const german = editor.getByLabel('German (de)');
    await expect(german).toBeFocused();
    await expectNoAxeViolations(page, 'dialog'); // the page around a modal dialog is inert
    const edited = `${translate('de', key)} (e2e)`;
    await german.fill(edited);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText(`Saved as change`);
    await expect(editor).toBeHidden();
    expect(changedLines(before, readProjectFile(server.project, file))).toEqual([
      before
        .split('\n')
        .find((line) => line.includes(JSON.stringify(translate('de', key))))!
        .replace(JSON.stringify(translate('de', key)), JSON.stringify(edited)),
    ]);
    await expect(preview.getByText(edited)).toBeVisible({ timeout: 20_000 });
    // The change is listed with its file, key, before and after; its undo gives the file back byte for byte.
    const change = page.locator('li[data-change]').first();
    await expect(change).toContainText(`${file} ${keyPointer(key)}`);
    await expect(change.locator('del')).toHaveText(`“${translate('de', key)}”`);
    await expect(change.locator('ins')).toHaveText(`“${edited}”`);
    await change.getByRole('button', { name: /^Undo change \d+$/ }).click();
    await expect(page.getByRole('status')).toContainText('undone');
    expect(readProjectFile(server.project, file)).toBe(before);
    // The undo is listed on top, final: no Undo of its own that would make the change again.
    await expect(page.locator('li[data-change]').first()).toContainText('undoes change');
    await expect(page.getByRole('button', { name: /^Undo change \d+$/ })).toHaveCount(0);
    await expect(preview.getByText(translate('de', key))).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
    // The gallery in edit mode, its changes listed (links only: axe would compare the previews' pages to each other).
    await page.goto(gallery('?lang=de&screen=none&dimension=copyVariant&edit=texts'));
    await expect(page.locator('li[data-change]')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});

test('an edit check:config would refuse is named in one sentence, and nothing is written', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const file = 'locales/de/translation.json';
  const key = copyVariantKey('viral', 'headline'); // "{{inviter}} …"
  const before = readProjectFile(server.project, file);
  await page.goto(gallery('?lang=de&screen=phone&dimension=copyVariant&edit=texts'));
  const card = page.locator('article[data-entry="copyVariant:viral"][data-language="de"]');
  await card.scrollIntoViewIfNeeded(); // a preview loads as it comes near the screen
  // By keyboard, from the card's list of the texts its preview shows.
  await card.getByText(/^Texts on this page \([1-9]/).click();
  await card.getByRole('button', { name: new RegExp(`${escapeRegExp(key)}$`) }).click();
  const german = page.getByRole('dialog').getByLabel('German (de)');
  await expect(german).toHaveValue(translate('de', key));
  await german.fill(translate('de', key).replace(/{{\s*inviter\s*}}/, 'Anna'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    `${file} ${keyPointer(key)}: key "${key}" uses the variables [] but en uses [inviter].`,
  );
  expect(readProjectFile(server.project, file)).toBe(before);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // The browser logs the refusal's status itself.
  expect(consoleErrors).toEqual([expect.stringMatching(/status of 422 \(Unprocessable Entity\)/)]);
  consoleErrors.length = 0;
});

test('the edit endpoints take only the gallery’s own requests, and write only inside config/ and locales/', async ({
  page,
}) => {
  const write = '/acquisition/__dev/edit/write';
  const file = 'locales/de/translation.json';
  const before = readProjectFile(server.project, file);
  const edit = { file, pointer: keyPointer(copyVariantKey('social', 'headline')), hash: hashOf(before), value: 'x' };
  const refusal = async (headers: Record<string, string>, body: unknown) => {
    const response = await page.request.post(write, { headers, data: body });
    return [response.status(), ((await response.json()) as { refused: string }).refused];
  };
  expect(await refusal({ origin: 'http://evil.example' }, { edits: [edit] })).toEqual([
    403,
    `Edits are taken only from the gallery of this server (${devOrigin}), not from http://evil.example.`,
  ]);
  expect((await refusal({}, { edits: [edit] }))[0]).toBe(403); // no Origin: not a browser's request of the gallery
  const ownOrigin = { origin: devOrigin };
  const packageJson = readProjectFile(server.project, 'package.json');
  for (const outside of ['package.json', 'config/../package.json', `${server.project}/package.json`])
    expect(await refusal(ownOrigin, { edits: [{ ...edit, file: outside, pointer: '/name' }] })).toEqual([
      400,
      `"${outside}" is not a file of config/ or locales/ or the mock's catalogue: only those are edited here.`,
    ]);
  expect(readProjectFile(server.project, file)).toBe(before);
  expect(readProjectFile(server.project, 'package.json')).toBe(packageJson);
});

test('a copy variant added from the gallery: its test code shows its copy at once, in two languages; undo puts every file back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const files = [
    'config/variants.json',
    'mock-server/scenarios.json',
    ...appConfig.languages.map((lang) => `locales/${lang}/translation.json`),
  ];
  const texts = {
    en: { headline: 'Spring has come (e2e)', subline: 'Up to 75% off, for members only.' },
    de: { headline: 'Der Frühling ist da (e2e)', subline: 'Bis zu 75 % Rabatt, nur für Mitglieder.' },
  };
  const code = 'MOCK-E2E-SPRING';
  await keepingFiles(server.project, files, async (before) => {
    await page.goto(gallery('?lang=en&screen=none'));
    await page.getByRole('button', { name: 'Add a copy variant' }).click();
    const form = page.getByRole('dialog', { name: 'Add a copy variant' });
    await form.getByLabel(/^Name/).fill('e2e-spring');
    // Every picture config shows is offered (with its alt text and crop), the screens' too, not only other variants'.
    const screens = readdirSync('config/screens').map((file) => screenConfig(file.replace(/\.json$/, '')));
    const shown = [...Object.values(variantsConfig.copyVariants), ...screens].flatMap(({ hero }) =>
      hero ? [hero.image] : [],
    );
    await expect(form.getByLabel('Picture').locator('option:not([value=""])')).toHaveText([...new Set(shown)].sort());
    for (const [lang, { headline, subline }] of Object.entries(texts)) {
      const language = form.getByRole('group', { name: new RegExp(`\\(${lang}\\)`) });
      await language.getByLabel('Headline').fill(headline);
      await language.getByLabel('Subline').fill(subline);
    }
    // The languages left empty are named, not filled with English.
    const empty = appConfig.languages.filter((lang) => !(lang in texts));
    await expect(form.getByText(`Empty in ${empty.join(', ')}:`)).toBeVisible();
    await expect(form.getByRole('group', { name: /\(fr\), empty$/ })).toBeVisible();
    await form.getByLabel(/^Test code/).fill(code);
    await expectNoAxeViolations(page, 'dialog');
    await form.getByRole('button', { name: 'Add the copy variant' }).click();
    await expect(page.getByRole('status')).toContainText(`Added the copy variant e2e-spring as change`);
    await expect(form).toBeHidden();
    // The mock takes its catalogue's edit by itself (the dev server's watcher tells it).
    const listed = async () =>
      ((await (await page.request.get('/mock/scenarios')).json()) as { id: string }[]).map((s) => s.id);
    await expect.poll(listed, { timeout: 20_000 }).toContain('variant-e2e-spring');
    for (const [lang, { headline, subline }] of Object.entries(texts)) {
      await page.goto(`/acquisition/${lang}/${code}?disablegb=true`);
      await expect(page.locator('.registration[data-copy-variant="e2e-spring"]')).toBeVisible();
      await expect(page.getByText(headline)).toBeVisible();
      await expect(page.getByText(subline)).toBeVisible();
    }
    // The gallery has a card for it; one change wrote all nine files, and its undo gives each back byte for byte.
    await page.goto(gallery('?lang=en&screen=none&dimension=copyVariant'));
    const card = page.locator('article[data-entry="copyVariant:e2e-spring"]');
    await expect(card).toContainText(`/${code}?disablegb=true`);
    const change = page.locator('li[data-change]').first();
    await expect(change.locator('code.ds-file')).toHaveCount(files.length);
    expect(new Set(await change.locator('code.ds-file').allTextContents())).toEqual(new Set(files));
    await change.getByRole('button', { name: /^Undo change \d+$/ }).click();
    await expect(page.getByRole('status')).toContainText('undone');
    files.forEach((file, i) => expect(readProjectFile(server.project, file), file).toBe(before[i]));
    await expect(card).toHaveCount(0);
  });
});

test('an experiment started from the gallery behind a running one: named as shadowed, runs once that one is stopped, each arm shown to fresh visitors and counted; undo puts the file back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const file = 'config/experiments.json';
  const features = experiments.features as Record<string, { rules?: Record<string, unknown>[] }>;
  const copyRules = features[COPY_FEATURE]?.rules ?? [];
  const running = copyRules.find((rule) => decidesForEveryone(rule))?.id;
  expect(running, `${file} runs a copy experiment for every visitor, which this test starts one behind`).toBeDefined();
  const key = 'e2e-copy-spring';
  await keepingFiles(server.project, [file], async ([before]) => {
    await page.goto(gallery('?lang=en&screen=none'));
    await page.getByRole('button', { name: 'Start or stop an experiment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start or stop an experiment' });
    // The split generator itself, signed in as the admin, as a marketer composes in it.
    const generator = dialog.frameLocator('iframe[title="Split generator"]');
    await field(generator, 'en', 'key').fill(key);
    await composeCopyExperiment(generator, 'en', ['default', 'social']);
    await expect(dialog.locator('[data-mark="shadowed"]')).toContainText(`rule “${running}” above it`);
    const add = dialog.getByRole('button', { name: `Add to ${file}` });
    await expect(add).toBeDisabled();
    await expectNoAxeViolations(page, 'dialog');
    // Each action says what it did, with its change's number, and takes focus where its button went away.
    const status = dialog.getByRole('status');
    const changeOf = async () => /\(change (\d+)\)/.exec((await status.textContent()) ?? '')?.[1];
    await dialog
      .locator('.ds-experiment-new')
      .getByRole('button', { name: `Stop “${running}”` })
      .click();
    await expect(status).toContainText(`Stopped “${running}”`);
    const stopped = await changeOf();
    await add.click();
    await expect(status).toContainText(`to ${file}`);
    await expect(status).toBeFocused();
    const added = await changeOf();
    // The composed rule is named in its place, not refused as one the feature already has.
    await expect(dialog.getByText(/^“[^”]+” is rule \d+ of .+: it runs\.$/)).toBeVisible();
    await expect(dialog.getByText(/already has/)).toHaveCount(0);
    // Running now, with a preview link per arm (the gallery's own entries for it).
    const started = dialog.locator(`li[data-rule="${key}-social"]`);
    await expect(started).toContainText(COPY_FEATURE);
    await expect(started.getByRole('link')).toHaveCount(2);
    for (const arm of [0, 1])
      await expect(started.getByRole('link').nth(arm)).toHaveAttribute('href', new RegExp(`\\?${key}=${arm}$`));
    // The mock serves the file as it is now (it watches it): fresh visitors, by their id, fall into each arm.
    const rulesServed = async () =>
      ((await servedFeatures(page.request)).features?.[COPY_FEATURE]?.rules ?? []).map((rule) => rule.key);
    await expect.poll(rulesServed, { timeout: 20_000 }).toEqual([key]);
    const payload = await servedFeatures(page.request);
    const visitors = Array.from({ length: 12 }, (_, i) => `e2e-gallery-visitor-${i}`).map((id) => ({
      id,
      ...armOf(payload, COPY_FEATURE, id),
    }));
    for (const arm of [0, 1]) {
      const visitor = visitors.find((v) => v.arm === arm)!;
      expect(visitor, `one of ${visitors.length} visitors in arm ${arm}`).toBeDefined();
      const context = await browser.newContext({
        baseURL: devOrigin,
        storageState: abTesting(CONFIG_CLIENT_KEY, visitor.id),
      });
      const visit = await context.newPage();
      await visit.goto(`/acquisition/${CODE}`);
      await expectCopy(visit, visitor.value);
      expect((await pushed(visit, 'assign_experiment')).filter((e) => e.experiment_id === key)).toEqual([
        expect.objectContaining({ variation_id: String(arm), acq_anonymous_id: visitor.id }),
      ]);
      await context.close();
    }
    // Both changes listed; undone, newest first, the file is as it was, byte for byte.
    await dialog.getByRole('button', { name: 'Close' }).click();
    for (const id of [added, stopped]) {
      await page.getByRole('button', { name: `Undo change ${id}`, exact: true }).click();
      await expect(page.getByText(`Change ${id} undone`)).toBeVisible();
    }
    expect(readProjectFile(server.project, file)).toBe(before);
  });
});
