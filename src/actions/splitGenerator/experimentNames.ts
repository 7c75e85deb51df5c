// What config knows of each dimension an experiment may decide: the GrowthBook feature that decides it (config/
// variants.json experimentFeatures → config/experiments.json) and the names its arms may take.
import type { VariantsConfig } from '../../config/__generated__/variants.ts';
import { variantsConfig } from '../../config/variantsConfig.ts';
import type { SplitGeneratorValues } from '../../config/forms/__generated__/formValues.ts';

export type Dimension = SplitGeneratorValues['feature'];

/**
 * The names of a dimension's variants. The app keeps no list of themes: the themes it knows are the default's and
 * those a rule sets (today only "main"), so an experiment on the theme waits until config names a second one.
 */
export function namesOf(dimension: Dimension, config: VariantsConfig = variantsConfig): string[] {
  switch (dimension) {
    case 'copyVariant':
      return Object.keys(config.copyVariants);
    case 'welcomeVoucher':
      return Object.keys(config.welcomeVouchers);
    case 'registrationLayout':
      return [...config.registrationLayouts];
    case 'registrationFlow':
      return [...config.registrationFlows];
    case 'theme': {
      const set = config.rules.flatMap((rule) => (rule.set.theme ? [rule.set.theme] : []));
      return [...new Set([config.defaults.theme, ...set])];
    }
  }
}

/** The feature key of config/experiments.json that decides the dimension (under whose rules the rule goes). */
export const featureKeyOf = (dimension: Dimension, config: VariantsConfig = variantsConfig): string | undefined =>
  config.experimentFeatures?.[dimension];
