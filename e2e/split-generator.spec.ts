// The admin's split generator (issue 22): an experiment rule for config/experiments.json composed in the browser,
// with a preview link per arm; bad input gets its message on the field and keeps what was entered. Visitors are
// sent to the log-in, members told they need administrator rights; on a phone and on a desktop, in two languages.
import { experimentsConfig as experiments } from '../src/config/experimentsConfig.ts';
import { variantsConfig as variants } from '../src/config/variantsConfig.ts';
import { expectNoAxeViolations } from './axe.ts';
import { appPath, translate, translateWith } from './expected.ts';
import {
  armName,
  arms,
  armWeight,
  chosen,
  compose,
  composeCopyExperiment,
  field,
  previewLinks,
  ruleField,
  text,
} from './splitGeneratorForm.ts';
import { expect, test } from './fixtures.ts';
import { signedIn } from './mockBackend.ts';
import { abTesting, CONFIG_CLIENT_KEY } from './abTesting.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const copyFeature = variants.experimentFeatures!.copyVariant!;
const generator = (lang: string) => appPath(lang, 'admin/splitgenerator');

test('a visitor is sent to the log-in, which leads back to the generator', async ({ page }) => {
  await page.goto(generator('de'));
  await expect(page).toHaveURL(/\/acquisition\/de\/entrance\?returnTo=%2Fde%2Fadmin%2Fsplitgenerator$/);
});

test('a member on a phone sees that administrator rights are needed, and no form', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  await signedIn(context, request, baseURL!, 'member@mock.test', 'member-password');
  await page.goto(generator('en'));
  await expect(page.getByRole('alert')).toHaveText(translate('en', 'account.adminRequired'));
  await expect(page.getByRole('button', { name: text('en', 'submit') })).toHaveCount(0);
});

test.describe('signed in as an admin', () => {
  test.beforeEach(({ context, request, baseURL }) =>
    signedIn(context, request, baseURL!, 'admin@mock.test', 'admin-password'),
  );

  test.describe('on a phone, in English', () => {
    test.use({ viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] });

    test('composes an experiment, copies its rule, and gets a message for each bad input, input kept', async ({
      page,
    }) => {
      await page.goto(generator('en'));
      // The copy feature is preselected, with two arms at 50 %.
      await expect(armWeight(page, 'en', 1)).toHaveValue('50');
      await field(page, 'en', 'code').fill('MOCK VALID');
      await compose(page, 'en');
      await expect(arms(page, 'en').getByText(text('en', 'errors.armIncomplete'))).toBeVisible();
      await expect(page.getByText(text('en', 'errors.code'))).toBeVisible();
      await expect(field(page, 'en', 'code')).toHaveValue('MOCK VALID');

      await field(page, 'en', 'country').fill('pl');
      await composeCopyExperiment(page, 'en', ['default', 'viral']);
      const rule = JSON.parse(await ruleField(page, 'en', copyFeature).inputValue()) as Record<string, unknown>;
      const existing = experiments.features['registration-copy-variant']!.rules![0]!;
      expect(Object.keys(rule).sort()).toEqual([...Object.keys(existing), 'condition'].sort());
      expect(rule).toMatchObject({
        key: copyFeature,
        condition: { applicationCountry: 'PL' },
        variations: ['default', 'viral'],
        weights: [0.5, 0.5],
        meta: [
          { key: '0', name: 'default' },
          { key: '1', name: 'viral' },
        ],
        coverage: 1,
        hashAttribute: 'acqAnonymousId',
        hashVersion: 2,
        phase: '0',
      });
      const registration = appPath('en', 'MOCK-VALID');
      await expect(previewLinks(page)).toHaveText(
        [0, 1].map((i) => new RegExp(`${registration}\\?${copyFeature}=${i}$`)),
      );
      await page.getByRole('button', { name: text('en', 'result.copy') }).click();
      await expect(page.getByRole('status')).toHaveText(text('en', 'result.copied'));
      expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(rule);
      await expect(chosen(armName(page, 'en', 1))).toHaveText('viral'); // the form keeps the composition
      await expectNoAxeViolations(page);

      // The same arm twice, weights that do not add up, an unknown country: all said at once, all kept.
      await armName(page, 'en', 1).selectOption('default');
      await armWeight(page, 'en', 1).fill('40');
      await field(page, 'en', 'country').fill('US');
      await compose(page, 'en');
      for (const error of ['sameArmTwice', 'weightsNotHundred']) {
        await expect(arms(page, 'en').getByText(text('en', `errors.${error}`))).toBeVisible();
      }
      await expect(page.getByText(text('en', 'errors.countryUnknown'))).toBeVisible();
      await expect(ruleField(page, 'en', copyFeature)).toHaveCount(0);
      await expect(armWeight(page, 'en', 1)).toHaveValue('40');
      await expect(chosen(armName(page, 'en', 1))).toHaveText('default');
      await expect(field(page, 'en', 'country')).toHaveValue('US');
      await expectNoAxeViolations(page);

      // One arm only.
      await page
        .getByRole('button', { name: translateWith('en', 'screens.split-generator.removeArm', { index: 1 }) })
        .click();
      await armWeight(page, 'en', 0).fill('100');
      await field(page, 'en', 'country').fill('');
      await compose(page, 'en');
      await expect(arms(page, 'en').getByText(text('en', 'errors.oneArm'))).toBeVisible();
      await expect(armWeight(page, 'en', 0)).toHaveValue('100');
    });
  });

  test.describe('on a desktop, in German', () => {
    test.use({ viewport: DESKTOP });

    test('composes a three-arm voucher experiment with its own key; the preview links keep the language', async ({
      page,
    }) => {
      await page.goto(generator('de'));
      await field(page, 'de', 'feature').selectOption({ label: text('de', 'features.welcomeVoucher') });
      await page.getByRole('button', { name: text('de', 'addArm') }).click();
      const names = Object.keys(variants.welcomeVouchers).slice(0, 3);
      for (const [index, weight] of ['34', '33', '33'].entries()) {
        await armName(page, 'de', index).selectOption(names[index]!);
        await armWeight(page, 'de', index).fill(weight);
      }
      await field(page, 'de', 'coverage').fill('50');
      await field(page, 'de', 'key').fill('voucher-spring');
      await field(page, 'de', 'code').fill('MOCK-VALID');
      await compose(page, 'de');
      const rule = JSON.parse(await ruleField(page, 'de', variants.experimentFeatures!.welcomeVoucher!).inputValue());
      expect(rule).toMatchObject({
        key: 'voucher-spring',
        variations: names,
        weights: [0.34, 0.33, 0.33],
        coverage: 0.5,
      });
      expect(rule).not.toHaveProperty('condition');
      const registration = appPath('de', 'MOCK-VALID');
      await expect(previewLinks(page)).toHaveText(
        [0, 1, 2].map((i) => new RegExp(`${registration}\\?voucher-spring=${i}$`)),
      );
      await expect(
        page.getByText(
          translateWith('de', 'screens.split-generator.result.previewLink', { index: 2, variant: names[2]! }),
        ),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  // Passes once the GrowthBook runtime (issue 22) applies the SDK's query-string override on the registration page.
  test('the preview link of each arm opens the registration page in that arm, in a fresh browser', async ({
    page,
    browser,
  }) => {
    await page.goto(generator('en'));
    await composeCopyExperiment(page, 'en', ['default', 'viral']);
    await expect(previewLinks(page)).toHaveCount(2);
    const links = await previewLinks(page).allTextContents();
    for (const [index, expected] of ['default', 'viral'].entries()) {
      // A new visitor, with the A/B service the suite otherwise leaves off (e2e/abTesting.ts).
      const fresh = await browser.newContext({ storageState: abTesting(CONFIG_CLIENT_KEY) });
      const visitor = await fresh.newPage();
      await visitor.goto(links[index]!);
      const registration = visitor.locator('.registration');
      await expect(registration).toHaveAttribute('data-experiments', 'decided');
      await expect(registration).toHaveAttribute('data-copy-variant', expected);
      await fresh.close();
    }
  });
});
