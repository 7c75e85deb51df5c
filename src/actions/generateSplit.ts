// The split generator: composes an experiment rule for config/experiments.json in the browser (no backend call) and
// answers what is wrong with the input, which config/outcomes.json shows on the fields.
import { REGISTRATION_COUNTRIES } from '../shared/registrationRules.ts';
import { defineAction } from './defineAction.ts';
import { composeRule } from './splitGenerator/composeRule.ts';
import { featureKeyOf, namesOf, type Dimension } from './splitGenerator/experimentNames.ts';

const DEFAULT_DIMENSION: Dimension = 'copyVariant';

/** A dimension without a feature in config/variants.json has nothing to decide: no names for its arms. */
const featureOf = (dimension: Dimension) => {
  const key = featureKeyOf(dimension);
  return { key: key ?? dimension, names: key ? namesOf(dimension) : [] };
};

export default defineAction<'generateSplit'>({
  async run(values) {
    const feature = featureOf(values.feature);
    const composed = composeRule(values, feature);
    if ('problems' in composed) return { answers: composed.problems };
    return {
      answers: ['COMPOSED'],
      values: {
        experimentRule: JSON.stringify(composed.rule),
        experimentFeature: feature.key,
        previewCode: values.registrationCode,
      },
    };
  },
  uiOptions(_data, values) {
    const feature = featureOf(values.feature ?? DEFAULT_DIMENSION);
    return {
      'arms.items.variant': { names: feature.names },
      country: { suggestions: [...REGISTRATION_COUNTRIES] },
      // The key an empty field stands for.
      experimentKey: { placeholder: feature.key },
    };
  },
});
