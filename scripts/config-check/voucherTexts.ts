// A welcome voucher with a minimum order value must say it: its text uses {{minimumOrderValue}}; one without
// must not (the visitor would read the placeholder). The languages agree on variables (locales.ts), so the
// default language's text speaks for all.
import { flattenKeys, variablesIn } from './locales.ts';
import type { ConfigProblem } from './problem.ts';
import { isRecord } from './json.ts';
import { type ConfigTree } from './tree.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

const file = 'config/variants.json';

export function checkVoucherTexts(tree: ConfigTree, language: string | undefined): ConfigProblem[] {
  const variants = tree.config[file];
  const texts = language === undefined ? undefined : flattenKeys(tree.locales[language] ?? {});
  if (!isRecord(variants) || !isRecord(variants.welcomeVouchers) || !texts) return [];
  return Object.entries(variants.welcomeVouchers).flatMap(([name, voucher]): ConfigProblem[] => {
    if (!isRecord(voucher) || typeof voucher.text !== 'string') return [];
    const text = texts.get(voucher.text);
    if (text === undefined) return []; // a missing key is the schema's i18nKey problem
    const hasMinimum = voucher.minimumOrderValue !== undefined;
    if (hasMinimum === variablesIn(text).includes('minimumOrderValue')) return [];
    const message = hasMinimum
      ? `the voucher has a minimum order value, but "${voucher.text}" does not say it: add {{minimumOrderValue}} to its texts.`
      : `"${voucher.text}" says {{minimumOrderValue}}, but the voucher has none: add minimumOrderValue or drop it from its texts.`;
    return [{ file, pointer: pointer('welcomeVouchers', name, 'text'), message }];
  });
}
