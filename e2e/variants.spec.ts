// Every variant a marketer can configure is reachable on a real URL: each seeded variant code of the catalogue
// shows the copy, voucher and layout config/variants.json chooses for it, on a phone and on a desktop, in
// English and German. Expectations come from the catalogue, the backend's answer and config, not from a list.
import type { Page } from '@playwright/test';
import { selectVariant } from '../src/variants/selectVariant.ts';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { appPath, escapeRegExp, translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { codeDetails, everyVariant, trigger, variantOf, variantScenarios } from './mockBackend.ts';
import { expectNoSidewaysScroll } from './sidewaysScroll.ts';

/** The copy headline, subline and voucher the page must show for this choice. */
async function expectCopyAndVoucher(
  page: Page,
  lang: string,
  choice: ReturnType<typeof selectVariant>,
  inviter: string,
) {
  const copy = variantsConfig.copyVariants[choice.copyVariant]!;
  const headline = page.locator('.variant-arm[data-visible]');
  await expect(headline.getByRole('heading', { level: 1 })).toHaveText(translateWith(lang, copy.headline, { inviter }));
  await expect(headline.getByText(translateWith(lang, copy.subline, { inviter }))).toBeVisible();
  const voucher = variantsConfig.welcomeVouchers[choice.welcomeVoucher]!;
  const [before, after] = translate(lang, voucher.text).split('{{minimumOrderValue}}');
  const voucherText = headline.locator('.voucher');
  if (voucher.minimumOrderValue) {
    // The amount, written as money in the visitor's language, stands where the text says it.
    await expect(voucherText).toHaveText(
      new RegExp(`^${escapeRegExp(before!)}.*${voucher.minimumOrderValue.amount}.*${escapeRegExp(after!)}$`),
    );
  } else {
    await expect(voucherText).toHaveText(before!);
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** Where copy and form stand, as the layout's name says, at this viewport. */
async function expectLayout(page: Page, layout: string, desktop: boolean) {
  const [copy, form] = (await Promise.all([
    page.locator('.registration-headline').boundingBox(),
    page.locator('.registration form').boundingBox(),
  ])) as Box[];
  const whole = { width: Math.max(copy!.x + copy!.width, form!.x + form!.width) - Math.min(copy!.x, form!.x) };
  const beside = form!.x >= copy!.x + copy!.width;
  const below = form!.y >= copy!.y + copy!.height;
  const centred =
    (await page.locator('.variant-arm[data-visible] h1').evaluate((h) => getComputedStyle(h).textAlign)) === 'center';
  if (layout === 'right-double-column') {
    expect(desktop ? beside : below, 'copy and voucher beside the form on a desktop, above it on a phone').toBe(true);
    expect(centred).toBe(false);
  } else {
    expect(below, 'one column: the copy above the form').toBe(true);
    expect(centred, 'copy centred in the single centred column').toBe(layout === 'center-single-column');
  }
  const viewport = page.viewportSize()!;
  if (layout === 'only-mobile') expect(whole.width).toBeLessThanOrEqual(Math.min(viewport.width, 430));
  else if (desktop) expect(whole.width).toBeGreaterThan(430);
  await expectNoSidewaysScroll(page);
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test('the catalogue has a variant code for every copy variant, voucher, layout and flow of config', async ({
  request,
}) => {
  const choices = (await everyVariant(request)).map(({ choice }) => choice);
  const shown = (dimension: keyof (typeof choices)[number]) => new Set(choices.map((c) => c[dimension]));
  // The second step's copy has a screen of its own (tested below).
  const onLanding = Object.keys(variantsConfig.copyVariants).filter((v) => v !== 'social-registration-second-step');
  expect([...shown('copyVariant')].sort()).toEqual(onLanding.sort());
  expect([...shown('welcomeVoucher')].sort()).toEqual(Object.keys(variantsConfig.welcomeVouchers).sort());
  expect([...shown('registrationLayout')].sort()).toEqual([...variantsConfig.registrationLayouts].sort());
  expect([...shown('registrationFlow')].sort()).toEqual([...variantsConfig.registrationFlows].sort());
});

test.describe('on a phone, then the same page on a desktop', () => {
  test.use({ viewport: PHONE });

  // The page is loaded on a phone and then widened: layouts are style sheets only, so one load shows both (a load
  // per device and language cost a minute of CI).
  for (const id of variantScenarios) {
    test(`${id} (${trigger(id)}) shows its copy, voucher and layout in English and German`, async ({
      page,
      request,
    }) => {
      const { code, inviter, choice } = await variantOf(request, id);
      for (const lang of ['en', 'de']) {
        await page.setViewportSize(PHONE);
        await page.goto(appPath(lang, code));
        await expect(page.locator('.registration')).toHaveAttribute('data-copy-variant', choice.copyVariant);
        await expectCopyAndVoucher(page, lang, choice, inviter);
        await expectLayout(page, choice.registrationLayout, false);
        await page.setViewportSize(DESKTOP);
        await expectLayout(page, choice.registrationLayout, true);
      }
    });
  }
});

test("a marketer's query rule wins over the code's copy; the backend's voucher stays", async ({ page, request }) => {
  const rule = variantsConfig.rules.find((r) => r.when.query && r.set.copyVariant)!;
  const search = `?${new URLSearchParams(rule.when.query)}`;
  const base = variantScenarios.find((id) => trigger(id) === 'MOCK-PRODUCT-SHARE') ?? variantScenarios[0]!;
  const { inviterName, customization } = await codeDetails(request, base);
  await page.goto(appPath('de', trigger(base)) + search);
  await expectCopyAndVoucher(
    page,
    'de',
    { ...selectVariant({ query: new URLSearchParams(), customization }), copyVariant: rule.set.copyVariant! },
    inviterName,
  );
});

test("the social registration's second step shows its own copy", async ({ page }) => {
  const lobbyToken = trigger('waiting-list-already-on-list');
  const copy = variantsConfig.copyVariants['social-registration-second-step']!;
  for (const lang of ['en', 'de']) {
    await page.goto(`${appPath(lang, 'social-registration-second-step')}?token=${lobbyToken}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(translate(lang, copy.headline));
    await expect(main.getByText(translate(lang, copy.subline))).toBeVisible();
  }
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // (A long path is no page: it goes to the 404 page, e2e/odd-paths.spec.ts, and is not shown.)
  test('a long inviter name breaks instead of scrolling sideways', async ({ page }) => {
    await page.goto('/acquisition/MOCK-LONG-NAME');
    await expect(page.locator('.variant-arm[data-visible] h1')).toContainText('Wolfeschlegelsteinhausenbergerdorff');
    await expectNoSidewaysScroll(page);
  });
});
