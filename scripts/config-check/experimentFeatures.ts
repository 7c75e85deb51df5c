// config/variants.json's experimentFeatures name features of config/experiments.json whose values become variant
// names: each feature must exist and every value it can take (default, forced, variations) must be a name
// config/variants.json knows for that dimension, or the page would quietly show the default. Each experiment's
// weights must match its variations and add up to 1, or the SDK splits visitors other than the marketer meant.
import type { ConfigProblem } from './problem.ts';
import { isRecord, type Json } from './json.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

const VARIANTS = 'config/variants.json';
const EXPERIMENTS = 'config/experiments.json';

const namesIn = (list: Json) => (Array.isArray(list) ? list.map(String) : isRecord(list) ? Object.keys(list) : []);
const asList = (value: Json): Json[] => (Array.isArray(value) ? value : []);

/** Per dimension, the names a feature's value may take; undefined: any non-empty string (the theme). */
function knownNames(variants: Record<string, Json>): Record<string, string[] | undefined> {
  return {
    copyVariant: namesIn(variants.copyVariants),
    welcomeVoucher: namesIn(variants.welcomeVouchers),
    registrationLayout: namesIn(variants.registrationLayouts),
    registrationFlow: namesIn(variants.registrationFlows),
    theme: undefined,
  };
}

function checkValues(dimension: string, known: string[] | undefined, feature: Record<string, Json>, at: string) {
  const problems: ConfigProblem[] = [];
  const check = (place: string, value: Json) => {
    if (known ? typeof value === 'string' && known.includes(value) : typeof value === 'string' && value !== '') return;
    const names = known ? `one of ${known.join(', ')}` : 'a non-empty string';
    const message = `${JSON.stringify(value)} is no ${dimension} name of ${VARIANTS}; use ${names}.`;
    problems.push({ file: EXPERIMENTS, pointer: place, message });
  };
  check(at + pointer('defaultValue'), feature.defaultValue);
  asList(feature.rules).forEach((rule, r) => {
    if (!isRecord(rule)) return;
    if ('force' in rule) check(at + pointer('rules', r, 'force'), rule.force);
    asList(rule.variations).forEach((value, v) => check(at + pointer('rules', r, 'variations', v), value));
  });
  return problems;
}

/** An experiment's weights: one per variation, adding up to 1. */
function checkWeights(experiment: Record<string, Json>, at: string): ConfigProblem[] {
  if (!Array.isArray(experiment.weights) || !Array.isArray(experiment.variations)) return [];
  const { weights, variations } = experiment;
  const sum = weights.reduce((total: number, w) => total + (typeof w === 'number' ? w : 0), 0);
  const message =
    weights.length !== variations.length
      ? `${weights.length} weights for ${variations.length} variations; give one weight per variation.`
      : Math.abs(sum - 1) > 0.001
        ? `the weights add up to ${Number(sum.toFixed(4))}; they must add up to 1.`
        : undefined;
  return message ? [{ file: EXPERIMENTS, pointer: at + pointer('weights'), message }] : [];
}

export function checkExperimentFeatures(variants: Json, experiments: Json): ConfigProblem[] {
  if (!isRecord(experiments)) return [];
  const features = isRecord(experiments.features) ? experiments.features : {};
  const problems: ConfigProblem[] = [];
  const named = isRecord(variants) && isRecord(variants.experimentFeatures) ? variants.experimentFeatures : {};
  const known = isRecord(variants) ? knownNames(variants) : {};
  for (const [dimension, key] of Object.entries(named)) {
    if (typeof key !== 'string') continue; // the schema says so
    const feature = features[key];
    if (!isRecord(feature)) {
      const message = `feature "${key}" is not in ${EXPERIMENTS}; known: ${Object.keys(features).join(', ')}.`;
      problems.push({ file: VARIANTS, pointer: pointer('experimentFeatures', dimension), message });
      continue;
    }
    problems.push(...checkValues(dimension, known[dimension], feature, pointer('features', key)));
  }
  for (const [key, feature] of Object.entries(features)) {
    if (!isRecord(feature)) continue;
    asList(feature.rules).forEach((rule, r) => {
      if (isRecord(rule)) problems.push(...checkWeights(rule, pointer('features', key, 'rules', r)));
    });
  }
  asList(experiments.experiments).forEach((experiment, e) => {
    if (isRecord(experiment)) problems.push(...checkWeights(experiment, pointer('experiments', e)));
  });
  return problems;
}
