// Each copy variant, welcome voucher, registration layout and flow of config/variants.json against the defaults:
// the address among the catalogue's seeded codes (each with its customization) and the rules' query parameters that
// shows the value with the fewest other dimensions off their defaults, as the app's selectVariant chooses.
// `disablegb=true`: no running experiment overrides what the address chooses.
import type { VariantChoice } from '../../config/__generated__/variants.ts';
import { selectVariant } from '../../variants/selectVariant.ts';
import { variantsConfig } from '../../config/variantsConfig.ts';
import { scenarioCatalogue } from './catalogue.ts';
import { pointer } from '../../shared/jsonPointer.ts';
import type { Dimension, GalleryState, Proof } from './galleryEntry.ts';
import { screenPage } from './screenPages.ts';

export type VariantDimension = Extract<
  Dimension,
  'copyVariant' | 'welcomeVoucher' | 'registrationLayout' | 'registrationFlow'
>;

/** The values config knows per dimension, with where each is defined. */
export function variantValues(dimension: VariantDimension): { value: string; pointer: string }[] {
  const c = variantsConfig;
  const keyed = (object: object, key: string) =>
    Object.keys(object).map((v) => ({ value: v, pointer: pointer(key, v) }));
  const listed = (list: string[], key: string) => list.map((v, i) => ({ value: v, pointer: pointer(key, i) }));
  if (dimension === 'copyVariant') return keyed(c.copyVariants, 'copyVariants');
  if (dimension === 'welcomeVoucher') return keyed(c.welcomeVouchers, 'welcomeVouchers');
  if (dimension === 'registrationLayout') return listed(c.registrationLayouts, 'registrationLayouts');
  return listed(c.registrationFlows, 'registrationFlows');
}

/** What on the registration page says which value a dimension has (src/blocks/invitation/RegistrationVariant.tsx). */
export function variantProof(dimension: VariantDimension, value: string): Proof {
  if (dimension === 'copyVariant') return { selector: `.registration[data-copy-variant="${value}"]` };
  if (dimension === 'registrationFlow') return { selector: `.registration[data-flow="${value}"]` };
  if (dimension === 'registrationLayout') return { selector: `.registration.registration-layout-${value}` };
  return { textKey: variantsConfig.welcomeVouchers[value]?.text };
}

export function variantKeys(dimension: VariantDimension, value: string): string[] {
  const copy = variantsConfig.copyVariants[value];
  if (dimension === 'copyVariant' && copy) return [copy.headline, copy.subline];
  const voucher = variantsConfig.welcomeVouchers[value];
  return dimension === 'welcomeVoucher' && voucher ? [voucher.text] : ['registration'];
}

/** Every address to try: each seeded code of a variant scenario, alone and with each rule's query. */
function addresses() {
  const codes = scenarioCatalogue.scenarios.filter(
    (s) => s.kind === 'variant' && s.trigger.field === 'registrationCode',
  );
  const queries = [
    '',
    ...variantsConfig.rules.flatMap(({ when }) => (when.query ? [String(new URLSearchParams(when.query))] : [])),
  ];
  return codes.flatMap(({ trigger, expect }) =>
    queries.map((query) => {
      const customization = expect?.equals as Partial<VariantChoice> | undefined;
      const choice = selectVariant({
        slug: trigger.value,
        query: new URLSearchParams(query),
        customization,
        inviterName: 'x',
      });
      return { path: `/${trigger.value}?${query ? `${query}&` : ''}disablegb=true`, choice };
    }),
  );
}

const offDefaults = (choice: VariantChoice) =>
  (Object.keys(variantsConfig.defaults) as (keyof VariantChoice)[]).filter(
    (d) => choice[d] !== variantsConfig.defaults[d],
  ).length;

export function variantStates(): GalleryState[] {
  const tried = addresses();
  const dimensions: VariantDimension[] = ['copyVariant', 'welcomeVoucher', 'registrationLayout', 'registrationFlow'];
  return dimensions.flatMap((dimension) =>
    variantValues(dimension).map(({ value, pointer: at }): GalleryState => {
      const shown = tried.filter(({ choice }) => choice[dimension] === value);
      const best = shown.sort((a, b) => offDefaults(a.choice) - offDefaults(b.choice))[0];
      // A copy a screen shows by name (a copyVariant block), not through the registration page's choice.
      const byBlock =
        dimension === 'copyVariant' && !best
          ? screenPage((b) => b.type === 'copyVariant' && 'variant' in b && b.variant === value)
          : undefined;
      if (byBlock)
        return {
          id: `${dimension}:${value}`,
          title: `${dimension} ${value}`,
          dimension,
          source: { file: 'config/variants.json', pointer: at },
          path: byBlock,
          keys: variantKeys(dimension, value),
          proof: { selector: `[data-copy-variant="${value}"]` },
        };
      return {
        id: `${dimension}:${value}`,
        title: best ? `${dimension} ${value}` : `${dimension} ${value} (no seeded code or rule shows it)`,
        dimension,
        source: { file: 'config/variants.json', pointer: at },
        path: best?.path ?? tried[0]?.path ?? '/',
        keys: variantKeys(dimension, value),
        proof: best ? variantProof(dimension, value) : {},
      };
    }),
  );
}
