import type { TFunction } from 'i18next';
import type { VariantsConfig } from '../config/__generated__/variants.ts';

type WelcomeVoucher = VariantsConfig['welcomeVouchers'][string];

/** A welcome voucher's text, its minimum order value (if any) written as money in the visitor's language. */
export function voucherText(voucher: WelcomeVoucher, t: TFunction, language: string): string {
  const minimum = voucher.minimumOrderValue;
  if (!minimum) return t(voucher.text);
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: minimum.currency,
    maximumFractionDigits: Number.isInteger(minimum.amount) ? 0 : 2,
  });
  return t(voucher.text, { minimumOrderValue: money.format(minimum.amount) });
}
