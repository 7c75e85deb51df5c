// `npm start` is the same product as the production build: QA reproduces the catalogue's cases there and marketers
// preview their changes there, so the flows they use run against it too (the rest of e2e drives the production build:
// docs/testing.md). The server renders every page in the browser (no prerendered HTML) and React's StrictMode runs
// each effect twice: what works only once, or only over prerendered HTML, fails here.
import { readFileSync } from 'node:fs';
import { codePerLayout, expectComposed } from './composedRegistration.ts';
import { appPath, translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { trigger } from './mockBackend.ts';
import { npmStart, startOrigin, type NpmStart } from './npmStart.ts';
import { findingLabel, submitWithEmail } from './registrationForm.ts';
import { signInWith, social, type Provider } from './socialSignIn.ts';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: startOrigin, viewport: { width: 390, height: 844 } });

let server: NpmStart;
test.beforeAll(async () => {
  server = await npmStart();
});
test.afterAll(() => server?.stop());

const SOCIAL_CODE = trigger('variant-social-registration');
const registerAnswers = (
  JSON.parse(readFileSync('config/outcomes.json', 'utf8')) as {
    actions: { register: { answers: Record<string, { field?: string; message?: string }> } };
  }
).actions.register.answers;
const field = (lang: string, name: string) => translate(lang, `registration.fields.${name}`);

test('npm start prints the address to open, which opens the start page', async ({ page }) => {
  expect(server.printed()).toContain(`${startOrigin}/acquisition/`);
  await page.goto('/acquisition/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'screens.landing.title'));
});

const providers: { provider: Provider; lang: string; identity: RegExp; firstName: string }[] = [
  { provider: 'Google', lang: 'en', identity: /^Zoë Dubois-Müller/, firstName: 'Zoë' },
  { provider: 'Facebook', lang: 'de', identity: /^Seán O’Brien/, firstName: 'Seán' },
  { provider: 'Apple', lang: 'de', identity: /^Erika Muster/, firstName: 'Erika' },
];
for (const { provider, lang, identity, firstName } of providers) {
  test(`${provider} (${lang}): a cancel says so, then the sign-in fills the form`, async ({ page }) => {
    await page.goto(appPath(lang, SOCIAL_CODE));
    await signInWith(page, lang, SOCIAL_CODE, provider, /^Cancel$/);
    const cancelled = page.getByRole('alert').filter({ hasText: social(lang, 'failures.cancelled', { provider }) });
    await expect(cancelled).toBeFocused();
    await signInWith(page, lang, SOCIAL_CODE, provider, identity);
    await expect(page.getByLabel(field(lang, 'firstName'))).toHaveValue(firstName);
    await expect(cancelled).toHaveCount(0);
  });
}

test('a code error of the catalogue, typed on the start page: the deny page says why', async ({ page }) => {
  await page.goto('/acquisition/');
  await page.getByLabel(translate('en', 'registration.codeEntry.label')).fill(trigger('code-expired'));
  await page.getByRole('button', { name: translate('en', 'registration.codeEntry.submit') }).click();
  await expect(page).toHaveURL(/\/acquisition\/registration\/deny\?reason=expired$/);
  await expect(page.getByText(translate('en', 'screens.deny.expired'))).toBeVisible();
});

test('a path no page has: the 404 page names it', async ({ page }) => {
  await page.goto('/acquisition/fr/pas/de/page');
  await expect(page).toHaveURL(/\/acquisition\/fr\/error\/404\?path=/);
  const sentence = translateWith('fr', 'screens.not-found.address', { address: '/acquisition/fr/pas/de/page' });
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();
});

test('a registration problem of the catalogue: its message on its field', async ({ page }) => {
  const { field: problemField, message } = registerAnswers.FirstNameInvalid!;
  await submitWithEmail(page, 'de', trigger('first-name-invalid'));
  await expect(page.locator(`#registration_${problemField}__error`)).toHaveText(translate('de', message!));
  await expect(page.getByLabel(findingLabel('de', problemField!), { exact: true })).toBeFocused();
});

test('a language link keeps the code, the query and what was typed', async ({ page }) => {
  await page.goto('/acquisition/?utm_source=qa');
  const code = page.getByLabel(translate('en', 'registration.codeEntry.label'));
  await code.fill('MOCK-TYPED');
  await page.getByRole('link', { name: translate('de', 'languages.de') }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === '/acquisition/de?utm_source=qa');
  await expect(page.getByLabel(translate('de', 'registration.codeEntry.label'))).toHaveValue('MOCK-TYPED');

  await page.goto(`${appPath('de', trigger('code-valid'))}?utm_source=qa`);
  await page.getByLabel(field('de', 'firstName')).fill('Zoë');
  await page.getByRole('link', { name: translate('fr', 'languages.fr') }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname + url.search === `${appPath('fr', trigger('code-valid'))}?utm_source=qa`,
  );
  await expect(page.getByLabel(field('fr', 'firstName'), { exact: true })).toHaveValue('Zoë');
});

test("the gallery previews a code's registration page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 }); // where marketers use it: a preview frame beside the list
  await page.goto('/acquisition/__dev/gallery?lang=de&screen=phone&dimension=registrationLayout&q=right-double-column');
  const preview = page.frameLocator('iframe').first();
  await expect(preview.locator('.registration')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview.locator('html')).toHaveAttribute('lang', 'de');
});

test("a code's page on a desktop is composed as in the production build, in every layout", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const { code, choice } of await codePerLayout(request)) {
    await page.goto(appPath('en', code));
    await expectComposed(page, choice.registrationLayout);
  }
});
