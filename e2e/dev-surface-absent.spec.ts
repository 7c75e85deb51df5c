// The production build holds nothing of the dev surface (src/devSurface/, built only with DEV_SURFACE=1): no page
// answers at its address and no file of dist/ names it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screenTitle } from './expected.ts';
import { expect, test } from './fixtures.ts';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

test('the production build serves no gallery and ships no file of it', async ({ page }) => {
  await page.goto('/acquisition/__dev/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle('not-found', 'en'));
  await expect(page.locator('#dev-surface')).toHaveCount(0);
  const shipped = files('dist');
  expect(shipped.filter((f) => /devSurface|__dev/.test(f))).toEqual([]);
  const texts = shipped.filter((f) => /\.(html|js|css|json)$/.test(f));
  const naming = texts.filter((f) => /dev-surface|devSurface|__dev\//.test(readFileSync(f, 'utf8')));
  expect(naming).toEqual([]);
});
