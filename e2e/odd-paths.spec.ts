// Paths members type by hand: words that name a page lead there, anything else that is no page and no code is the
// friendly 404 page of its language, never an 'invitation invalid' or a technical error view.
import { appConfig } from '../src/config/appConfig.ts';
import { routeById } from '../src/navigation/routeById.ts';
import { appPath, escapeRegExp, screenTitle, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

const notFoundPath = (lang: string) => appPath(lang, routeById(appConfig.routes.notFound).path);

const notCodes: [lang: string, path: string][] = [
  ['en', 'impressum'],
  ['de', 'impressum'],
  ['nl', 'impressum'],
  ['de', 'MOCK%20VALID!'],
  ['fr', 'MOCK-' + 'X'.repeat(60)], // over 64 characters
  ['en', 'bad.slug!'],
];
for (const [lang, path] of notCodes) {
  test(`${appPath(lang, path)} is no code: the 404 page in ${lang}`, async ({ page }) => {
    await page.goto(appPath(lang, path));
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(notFoundPath(lang))}\\?path=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle('not-found', lang));
  });
}

const serviceContact = appConfig.siteLinks!.serviceContact!;

// Words that name a page of the app (those that name a shop page are answered by the server alone: see below).
for (const [word, { route }] of Object.entries(appConfig.pathAliases ?? {})) {
  if (!route) continue;
  for (const lang of ['en', 'sv']) {
    test(`/${word} in ${lang} leads to ${route}`, async ({ page }) => {
      await page.goto(appPath(lang, word));
      const target = appPath(lang, routeById(route).path.replace(/^:\w+\?$/, ''));
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target.replace(/\/$/, ''))}/?$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }
}

test('the copy that asks to contact customer service links to it, and so does the footer', async ({ page }) => {
  await page.goto(appPath('it', 'registration/activateaccountError?reason=invalid-link'));
  await expect(page.getByText(translate('it', 'screens.activate-account-error.invalidLink'))).toBeVisible();
  const contact = page.getByRole('link', { name: translate('it', 'screens.activate-account-error.contact') });
  await expect(contact).toHaveAttribute('href', serviceContact);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: translate('it', 'footer.serviceContact') })).toHaveAttribute(
    'href',
    serviceContact,
  );
});

test('the server itself answers a word members type, so it works without script and shows no other page first', async ({
  request,
}) => {
  for (const [word, { route, site }] of Object.entries(appConfig.pathAliases ?? {})) {
    const response = await request.get(appPath('sv', word), { maxRedirects: 0 });
    expect(response.status(), word).toBe(302);
    const expected = route ? appPath('sv', routeById(route).path.replace(/^:\w+\?$/, '')) : appConfig.siteLinks![site!];
    expect(response.headers().location, word).toBe(expected!.replace(/\/$/, ''));
  }
});
