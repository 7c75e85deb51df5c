// The copy experiment as the A/B specs look at it: a code whose customization lets the experiment decide the copy,
// and what the page shows once the experiments have decided.
import type { Page } from '@playwright/test';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { translateWith } from './expected.ts';
import { expect } from './fixtures.ts';

export const CODE = 'MOCK-VALID'; // its customization sets the copy; precedence "config" lets the experiment decide
export const COPY_FEATURE = variantsConfig.experimentFeatures!.copyVariant!;
export const VOUCHER_FEATURE = variantsConfig.experimentFeatures!.welcomeVoucher!;
export const registration = (page: Page) => page.locator('.registration');
const shownHeadline = (page: Page) => page.locator('.variant-arm[data-visible] h1');

/** The page shows this copy variant, decided (the loading flag down), with its headline. */
export async function expectCopy(page: Page, copyVariant: string) {
  await expect(registration(page)).toHaveAttribute('data-experiments', 'decided');
  await expect(registration(page)).toHaveAttribute('data-copy-variant', copyVariant);
  const copy = variantsConfig.copyVariants[copyVariant]!;
  await expect(shownHeadline(page)).toHaveText(translateWith('en', copy.headline, { inviter: 'Anna Schmidt' }));
}
