// The lobby (/lobby?token=…): the token leaves the address bar, 'Join the waiting list' shows the place in line
// (among those still waiting) and how many of those who joined before were let in already (tracked as
// join_waitlist, e-mail hashed), brands and fashion highlights from config.
// The catalogue's waiting-list entries are reproduced the way their QA sentences say.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { escapeRegExp, screenConfig, translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { expectImageLoaded } from './imageLoaded.ts';
import { lobbyToken, trigger } from './mockBackend.ts';
import waitingListFormModule from '../src/config/forms/__generated__/waiting-list.form.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const waitingListForm = waitingListFormModule.config;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const emailOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).email;
const lobby = screenConfig('lobby') as {
  blocks: { type: string; heading?: string; items?: { name: string; image?: string }[] }[];
};

const joinButton = (page: Page, lang: string) =>
  page.getByRole('button', { name: translate(lang, 'screens.lobby.waitingList.join') });
const joinEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'join_waitlist',
    ),
  );
/** The note's text for any place, as a pattern that captures the numbers (other tests join at the same time). */
function notePattern(lang: string, key: string) {
  const parts = translate(lang, key).split(/{{\s*(\w+)[^}]*}}/); // text, variable, text, …
  const source = parts.map((part, i) => (i % 2 ? `(?<${part}>\\d[\\d.,\\s\\u00a0\\u202f]*)` : escapeRegExp(part)));
  return new RegExp(`^${source.join('')}$`);
}
const numberIn = (text: string) => Number(text.replace(/\D/g, ''));
/** The catalogue's visitor already on the list (waiting-list-already-on-list): its place, as its QA sentence says. */
const SEEDED_PLACE = { position: 1, letInBefore: 2 };

test.use({ viewport: { width: 390, height: 844 } }); // phones first

test('joining the waiting list shows the place in line and how many were let in before; the token leaves the address bar', async ({
  page,
}) => {
  const token = trigger('waiting-list-joined'); // the catalogue's QA sentence: open the lobby with this token
  await page.goto(`/acquisition/lobby?token=${token}&utm_source=mail`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'screens.lobby.title'));
  // Gone from the address bar and from the history: the entry was replaced, not added to.
  await expect(page).toHaveURL(/\/acquisition\/lobby\?utm_source=mail$/);
  expect(await page.evaluate(() => history.length)).toBe(2); // about:blank, the lobby
  await expectNoAxeViolations(page);

  await page.reload(); // the token was kept for the session
  // The form's lead asks to join; once joined, the note takes the place of both.
  const lead = page.getByText(translate('en', waitingListForm.uiSchema['ui:description']));
  await expect(lead).toBeVisible();
  await joinButton(page, 'en').click();
  const note = page.getByRole('status');
  await expect(note).toHaveText(notePattern('en', 'screens.lobby.waitingList.added'));
  await expect(note).toBeFocused();
  await expect(joinButton(page, 'en')).toHaveCount(0);
  await expect(lead).toHaveCount(0);
  const { position, letInBefore } = notePattern('en', 'screens.lobby.waitingList.added').exec(
    (await note.textContent())!,
  )!.groups!;
  // The seed's visitor already on the list waits at place 1, the seed's let-in ones before it: a newcomer waits
  // further back, and the same ones were let in before it (nobody is let in meanwhile).
  expect(numberIn(position!)).toBeGreaterThan(SEEDED_PLACE.position);
  expect(numberIn(letInBefore!)).toBe(SEEDED_PLACE.letInBefore);
  await expect.poll(() => joinEvents(page)).toEqual([{ event: 'join_waitlist', email_hash: sha256(emailOf(token)) }]);
  expect(JSON.stringify(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer))).not.toContain(
    emailOf(token),
  );
  await expectNoAxeViolations(page);

  // Once more: already on the list, at the same place; no second join is tracked.
  await page.reload();
  await joinButton(page, 'en').click();
  await expect(note).toHaveText(
    translateWith('en', 'screens.lobby.waitingList.alreadyOnList', {
      position: numberIn(position!),
      letInBefore: numberIn(letInBefore!),
    }),
  );
  expect(await joinEvents(page)).toEqual([]);
});

test('a visitor already on the list is told so, with the place (de)', async ({ page }) => {
  await page.goto(`/acquisition/de/lobby?token=${trigger('waiting-list-already-on-list')}`);
  await expect(page).toHaveURL(/\/acquisition\/de\/lobby$/);
  await joinButton(page, 'de').click();
  // The seed: two let in already, then this e-mail (QA sentence: first in line, two let in before).
  await expect(page.getByRole('status')).toHaveText(
    translateWith('de', 'screens.lobby.waitingList.alreadyOnList', SEEDED_PLACE),
  );
  expect(await joinEvents(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a new registration joins from its lobby link (de)', async ({ page, request }) => {
  const token = await lobbyToken(request, uniqueEmail('e2e.lobby'));
  await page.goto(`/acquisition/de/lobby?token=${token}`);
  await joinButton(page, 'de').click();
  await expect(page.getByRole('status')).toHaveText(notePattern('de', 'screens.lobby.waitingList.added'));
  await expect.poll(() => joinEvents(page)).toHaveLength(1);
});

test('a lobby link the backend does not accept says so, and the visitor can still log in', async ({ page }) => {
  const [header, payload] = trigger('waiting-list-joined').split('.');
  await page.goto(`/acquisition/lobby?token=${header}.${payload}.forged-signature`);
  await joinButton(page, 'en').click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(translate('en', 'screens.lobby.waitingList.tokenInvalid'));
  await expect(alert).toBeFocused();
  await page.getByRole('link', { name: translate('en', 'screens.lobby.logIn') }).click();
  await expect(page).toHaveURL(/\/acquisition\/entrance$/);
});

test('a lobby link without its token (cut short in the mail) says the link is incomplete, not that the invitation is invalid (nl)', async ({
  page,
}) => {
  await page.goto('/acquisition/nl/lobby');
  await expect(page).toHaveURL(/\/acquisition\/nl\/registration\/deny\?reason=email-link-invalid$/);
  await expect(page.getByText(translate('nl', 'screens.deny.emailLinkInvalid'))).toBeVisible();
  await expect(page.getByText(translate('nl', 'screens.deny.invalid'))).toHaveCount(0);
});

test('the lobby shows the brands and fashion highlights of its config, pictures loaded', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/acquisition/fr/lobby?token=${await lobbyToken(request, uniqueEmail('e2e.gallery'))}`);
  for (const gallery of lobby.blocks.filter((b) => b.type === 'gallery')) {
    const section = page.getByRole('region', { name: translate('fr', gallery.heading!) });
    const items = section.getByRole('listitem');
    await expect(items).toHaveText(gallery.items!.map((item) => translate('fr', item.name)));
    for (const [i, item] of gallery.items!.entries()) {
      if (!item.image) continue;
      const image = items.nth(i).locator('img');
      await image.scrollIntoViewIfNeeded(); // loaded lazily
      await expectImageLoaded(image);
    }
  }
});

test('no tile of the brands or fashion highlights sits alone on its row, on a phone or a desktop', async ({
  page,
  request,
}) => {
  await page.goto(`/acquisition/lobby?token=${await lobbyToken(request, uniqueEmail('e2e.rows'))}`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const gallery of lobby.blocks.filter((b) => b.type === 'gallery')) {
      const items = page.getByRole('region', { name: translate('en', gallery.heading!) }).getByRole('listitem');
      const tops = await items.evaluateAll((tiles) =>
        tiles.map((tile) => Math.round(tile.getBoundingClientRect().top)),
      );
      const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(
        rows.filter((count) => count === 1),
        `${gallery.heading} at ${width} px: tiles per row ${rows}`,
      ).toEqual([]);
    }
  }
});
