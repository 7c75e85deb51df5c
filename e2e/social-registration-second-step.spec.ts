// The social registration's second step (/social-registration-second-step?token=…). Until the social sign-up
// brings its preferences form, the page says once that the registration is done and offers one way on: its
// primary link (config), in the visitor's language.
import { routeById } from '../src/config/routeById.ts';
import { expectNoAxeViolations } from './axe.ts';
import { appPath, escapeRegExp, screenConfig, screenTitle, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { lobbyToken } from './mockBackend.ts';

const SCREEN = 'social-registration-second-step';
const primaryLinks = screenConfig(SCREEN).blocks.flatMap((block) =>
  block.type === 'link' && (block.variant ?? 'primary') === 'primary' && block.to.route
    ? [{ text: block.text, route: block.to.route }]
    : [],
);

test.use({ viewport: { width: 390, height: 844 } }); // phones first

for (const lang of ['en', 'pl']) {
  test(`the second step says what comes next once and leads on (${lang})`, async ({ page, request }) => {
    // Not a dead end: there is a way on, and it is the page's one primary link.
    expect(primaryLinks).toHaveLength(1);
    const token = await lobbyToken(request, `e2e.social.${lang}.${Date.now()}@mock.test`);
    await page.goto(`${appPath(lang, SCREEN)}?token=${token}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(screenTitle(SCREEN, lang));
    // Nothing to choose, so nothing asks the visitor to choose: no form, and one paragraph beside the headings
    // (the copy variant's subline), not a second request in other words.
    await expect(main.locator('form, input, select, textarea')).toHaveCount(0);
    await expect(main.locator('p')).toHaveCount(1);
    await expectNoAxeViolations(page);

    const [link] = primaryLinks;
    const way = main.getByRole('link', { name: translate(lang, link!.text) });
    await expect(way).toBeVisible();
    await way.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(appPath(lang, routeById(link!.route).path))}$`));
  });
}
