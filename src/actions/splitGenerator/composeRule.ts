// The split generator's experiment rule, in the shape of the rules of config/experiments.json (GrowthBook's
// experiment rule of a feature), or what is wrong with the admin's input. Pure: the form's action and tests call it.
import { isRegistrationCountry } from '../../shared/registrationRules.ts';

export interface ArmInput {
  variant?: string | undefined;
  /** Percent. */
  weight?: number | undefined;
}

export interface CompositionInput {
  arms: readonly ArmInput[];
  /** Percent of the visitors in the experiment. */
  coverage: number;
  country?: string | undefined;
  experimentKey?: string | undefined;
  experimentName?: string | undefined;
}

export interface ExperimentRule {
  id: string;
  key: string;
  name: string;
  condition?: { applicationCountry: string };
  variations: string[];
  weights: number[];
  meta: { key: string; name: string }[];
  coverage: number;
  hashAttribute: 'acqAnonymousId';
  hashVersion: 2;
  phase: '0';
}

export type CompositionProblem =
  'FEATURE_HAS_ONE_NAME' | 'ONE_ARM' | 'ARM_UNKNOWN' | 'SAME_ARM_TWICE' | 'WEIGHTS_NOT_HUNDRED' | 'COUNTRY_UNKNOWN';

/** The feature the rule goes under: its key (the experiment key's default) and the names its arms may take. */
export interface FeatureNames {
  key: string;
  names: readonly string[];
}

// Percentages to fractions in millionths: 33.33 % is 0.3333 exactly, and sums are compared without float noise.
const millionths = (percent: number) => Math.round(percent * 10_000);
const fraction = (percent: number) => millionths(percent) / 1_000_000;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const countryOf = (input: CompositionInput) => input.country?.trim().toUpperCase() || undefined;

function problemsOf(input: CompositionInput, feature: FeatureNames): CompositionProblem[] {
  const country = countryOf(input);
  const countryProblems: CompositionProblem[] = country && !isRegistrationCountry(country) ? ['COUNTRY_UNKNOWN'] : [];
  // Fewer than two names: no arm could differ from another, whatever the admin chose.
  if (feature.names.length < 2) return ['FEATURE_HAS_ONE_NAME', ...countryProblems];
  const variants = input.arms.map((arm) => arm.variant ?? '');
  const problems: CompositionProblem[] = [];
  if (input.arms.length < 2) problems.push('ONE_ARM');
  if (variants.some((variant) => !feature.names.includes(variant))) problems.push('ARM_UNKNOWN');
  if (new Set(variants).size < variants.length) problems.push('SAME_ARM_TWICE');
  const total = input.arms.reduce((sum, arm) => sum + millionths(arm.weight ?? 0), 0);
  if (total !== millionths(100)) problems.push('WEIGHTS_NOT_HUNDRED');
  return [...problems, ...countryProblems];
}

/** The rule ready to paste under features.<feature key>.rules, or every problem of the input at once. */
export function composeRule(
  input: CompositionInput,
  feature: FeatureNames,
): { rule: ExperimentRule } | { problems: CompositionProblem[] } {
  const problems = problemsOf(input, feature);
  if (problems.length > 0) return { problems };
  const variations = input.arms.map((arm) => arm.variant!);
  const key = input.experimentKey?.trim() || feature.key;
  const country = countryOf(input);
  const rule: ExperimentRule = {
    id: slug([key, ...variations.slice(1), country ?? ''].join('-')),
    key,
    name: input.experimentName?.trim() || variations.join(' / '),
    ...(country ? { condition: { applicationCountry: country } } : {}),
    variations,
    weights: input.arms.map((arm) => fraction(arm.weight!)),
    // Arms named by their variant: the name says what the arm shows wherever it is read (GrowthBook, tracking).
    meta: variations.map((variant, index) => ({ key: String(index), name: variant })),
    coverage: fraction(input.coverage),
    hashAttribute: 'acqAnonymousId',
    hashVersion: 2,
    phase: '0',
  };
  return { rule };
}
