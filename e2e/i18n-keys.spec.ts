// ?i18nKeys is a development aid (npm start) for finding the key of a text on screen: the production build ignores it,
// so a visitor who adds it to an address still reads the words.
import { appConfig } from '../src/config/appConfig.ts';
import { routeById } from '../src/navigation/routeById.ts';
import { escapeRegExp, screenConfig, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

const start = routeById(appConfig.routes.start);
const title = screenConfig(start.screen).blocks.find((block) => block.type === 'heading' && block.level === 1);

test('the production build shows words, not keys, on a page opened with ?i18nKeys', async ({ page }) => {
  if (title?.type !== 'heading') throw new Error(`the start screen ${start.screen} has no h1`);
  await page.goto(`${appConfig.basePath}/?i18nKeys`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(translate(appConfig.defaultLanguage, title.text));
  await expect(page).toHaveTitle(
    new RegExp(`^${escapeRegExp(translate(appConfig.defaultLanguage, start.meta.title))}`),
  );
  await expect(page.locator('body')).not.toContainText(title.text);
});
