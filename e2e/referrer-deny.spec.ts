// Spec §4's referrer deny: a visitor a listed coupon, forum or search-engine site (config/app.json deniedReferrers)
// sends to a code's registration page lands on the deny page, with the code and the referrer kept in localStorage;
// anyone else sees the registration form and nothing is kept.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { DeniedReferrers } from '../src/config/__generated__/app.ts';
import { LOCALE_COOKIE } from '../src/i18n/languageCookies.ts';
import { DENIED_REFERRER_KEY } from '../src/platform/referrer/deniedArrivalRecord.ts';
import { listedReferrer } from '../src/platform/referrer/listedReferrer.ts';
import { appPath, screenConfig, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

const { leadsTo, hosts } = (JSON.parse(readFileSync('config/app.json', 'utf8')) as { deniedReferrers: DeniedReferrers })
  .deniedReferrers;
const entries = Object.entries(hosts).flatMap(([kind, list]) => list.map((entry) => ({ kind, entry })));
const exactHost = entries.find(({ entry }) => !entry.startsWith('*.'))!;
const wholeDomain = entries.find(({ entry }) => entry.startsWith('*.'))!;
const reasons = screenConfig(leadsTo.route).blocks.find((b) => b.type === 'reasonMessage') as {
  messages: Record<string, string>;
};
const INVITED = 'Anna Schmidt has invited you'; // MOCK-VALID's inviter (mock-server seed)

const kept = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DENIED_REFERRER_KEY);

/** The deny page of the language, its message for leadsTo's reason, and what was kept for support. */
async function expectDenied(page: Page, lang: string, expected: { kind: string; referrer: string }) {
  const url = `${appPath(lang, 'registration/deny')}?reason=${leadsTo.reason}`;
  await expect(page).toHaveURL((u) => u.pathname + u.search === url);
  await expect(page.getByText(translate(lang, reasons.messages[leadsTo.reason]!))).toBeVisible();
  const record = JSON.parse((await kept(page))!);
  expect(record).toEqual({ registrationCode: 'MOCK-VALID', ...expected, deniedAt: expect.any(String) });
  expect(Date.now() - Date.parse(record.deniedAt)).toBeLessThan(60_000);
}

test('a listed host leads to the deny page before the code is asked for, keeping code and referrer', async ({
  page,
}) => {
  const codeQueries: string[] = [];
  page.on('request', (r) => r.url().endsWith('/graphql') && codeQueries.push(r.postData() ?? ''));
  const referrer = `https://${exactHost.entry}/deals/maison-club`;
  await page.goto('/acquisition/MOCK-VALID', { referer: referrer });
  await expectDenied(page, 'en', { kind: exactHost.kind, referrer });
  expect(codeQueries.filter((body) => body.includes('RegistrationPageQuery'))).toEqual([]);
});

test('a subdomain of a whole-domain entry leads to the deny page, also behind the language redirect', async ({
  page,
  context,
  baseURL,
}) => {
  // An unprefixed link, a German visitor: the inline script moves the page to /de/, which makes this site the
  // referrer of the page that checks; the forum's is handed over.
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: baseURL! }]);
  const referrer = `https://de.${wholeDomain.entry.slice(2)}/`;
  await page.goto('/acquisition/?registrationCode=MOCK-VALID', { referer: referrer });
  await expectDenied(page, 'de', { kind: wholeDomain.kind, referrer });
  expect(await page.evaluate(() => document.referrer)).toMatch(/\/acquisition\/\?registrationCode=MOCK-VALID$/);
});

test('another site, no referrer and a code typed in after arriving from a listed site show the form, keeping nothing', async ({
  page,
}) => {
  const otherSite = 'https://mail.example.net/';
  expect(listedReferrer(otherSite, hosts)).toBeUndefined();
  await page.goto('/acquisition/MOCK-VALID', { referer: otherSite });
  await expect(page.getByRole('heading', { name: INVITED })).toBeVisible();
  expect(await page.evaluate(() => document.referrer)).toBe(otherSite); // the referrer did reach the page

  await page.goto('/acquisition/MOCK-VALID');
  await expect(page.getByRole('heading', { name: INVITED })).toBeVisible();

  // The landing page without a code is no registration page; the code typed there is the visitor's own.
  await page.goto('/acquisition/', { referer: `https://${exactHost.entry}/` });
  await page.getByLabel(translate('en', 'registration.codeEntry.label')).fill('MOCK-VALID');
  await page.getByRole('button', { name: translate('en', 'registration.codeEntry.submit') }).click();
  await expect(page.getByRole('heading', { name: INVITED })).toBeVisible();
  expect(await kept(page)).toBeNull();
});
