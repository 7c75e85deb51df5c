// The production build holds nothing of the dev surface (src/devSurface/, built only with DEV_SURFACE=1): no page
// answers at its address and no file of dist/ names it, and its server takes none of the gallery's edits.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../scripts/vite/devSurface/editService.ts';
import { EDIT_ACTIONS } from '../src/devSurface/edit/protocol/editProtocol.ts';
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

test('the production server answers none of the gallery’s edit endpoints, and no file changes', async ({
  request,
  baseURL,
}) => {
  const file = 'locales/de/translation.json';
  const before = readFileSync(file, 'utf8');
  const edit = {
    file,
    pointer: '/registration/copy/social/headline',
    hash: hashOf(before),
    value: 'Written by the production server',
  };
  const bodies = { read: { reads: [edit] }, write: { edits: [edit] }, changes: {}, undo: { id: 1 } };
  for (const action of EDIT_ACTIONS) {
    // As the gallery would send it, from the server's own origin.
    const response = await request.post(`/acquisition/__dev/edit/${action}`, {
      headers: { origin: new URL(baseURL!).origin },
      data: bodies[action],
      maxRedirects: 0,
    });
    expect(response.status(), action).toBe(404);
    expect(response.headers()['content-type'] ?? '', action).not.toContain('application/json');
  }
  expect(readFileSync(file, 'utf8')).toBe(before);
});
