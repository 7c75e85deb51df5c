// The dimensions of config/variants.json that features of the A/B service decide (its experimentFeatures), read off
// the SDK: what the visitor gets, and what any visitor could get.
import type { VariantChoice } from '../config/__generated__/variants.ts';
import { experimentsConfig } from '../config/experimentsConfig.ts';
import { type Candidates, type Dimension } from '../variants/selectVariant.ts';
import { variantsConfig } from '../config/variantsConfig.ts';

interface Rule {
  force?: unknown;
  variations?: unknown[];
}

/** The part of the GrowthBook SDK this needs: a feature's value and where it came from, and the features. */
export interface FeatureSource {
  evalFeature(key: string): { value: unknown; source: string };
  getFeatures(): Record<string, { defaultValue?: unknown; rules?: Rule[] }>;
}

/** Sources that mean a rule or an experiment decided; a feature's own default leaves config's default in place. */
const DECIDED = new Set(['experiment', 'force', 'override']);

const bundledFeatures = experimentsConfig.features;

/**
 * Evaluated by the service (remote evaluation), every feature comes back as a default value: a rule's forced value
 * (a country's flow) is told from the feature's own default only by differing from the default config gives it.
 */
const decided = (key: string, value: unknown, source: string) =>
  DECIDED.has(source) || (source === 'defaultValue' && value !== bundledFeatures[key]?.defaultValue);

const features = () => Object.entries(variantsConfig.experimentFeatures ?? {}) as [Dimension, string][];

export function experimentValues(source: FeatureSource, dimensions: readonly Dimension[]): Partial<VariantChoice> {
  const values: Partial<Record<Dimension, string>> = {};
  for (const [dimension, key] of features()) {
    if (!dimensions.includes(dimension)) continue;
    const { value, source: decidedBy } = source.evalFeature(key);
    if (decided(key, value, decidedBy) && typeof value === 'string') values[dimension] = value;
  }
  return values;
}

/**
 * Every value a rule or an experiment of each feature can give, from the service's features once loaded, before
 * that from config/experiments.json (which the service serves).
 */
export function experimentCandidates(source: FeatureSource | null): Candidates {
  const definitions = source?.getFeatures() ?? bundledFeatures;
  const candidates: Candidates = {};
  for (const [dimension, key] of features()) {
    const { defaultValue, rules = [] } = definitions[key] ?? {};
    // The service's answer (remote evaluation) holds a value a rule forced as the feature's default.
    const answered = decided(key, defaultValue, 'defaultValue') ? [defaultValue] : [];
    const values = [...answered, ...rules.flatMap((rule) => [rule.force, ...(rule.variations ?? [])])];
    const names = [...new Set(values.filter((value): value is string => typeof value === 'string'))];
    if (names.length) candidates[dimension] = names;
  }
  return candidates;
}
