// A feature's rules run in order, and the first that decides for a visitor wins (GrowthBook): a rule below one that
// decides for every visitor can never run. That is how an experiment pasted under a running one at 100 % failed
// silently; say so where it was put, naming the rule in its way.
import { isRecord, type Json } from './json.ts';
import type { ConfigProblem } from './problem.ts';

const EXPERIMENTS = 'config/experiments.json';
/** What narrows the visitors a rule decides for: with none of these, and full coverage, it decides for everyone. */
const NARROWING = ['condition', 'parentConditions', 'savedGroups', 'filters', 'namespace', 'range'] as const;

const coversAll = (rule: Record<string, Json>) => rule.coverage === undefined || Number(rule.coverage) >= 1;
/** An experiment's weights leave no visitor out (none given: an even split of everyone). */
const weighsAll = (rule: Record<string, Json>) =>
  !Array.isArray(rule.weights) || rule.weights.reduce<number>((sum, w) => sum + Number(w), 0) >= 0.999;

/** Whether the rule decides for every visitor: a force or an experiment that no condition or share narrows. */
export function decidesForEveryone(rule: Record<string, Json>): boolean {
  if (rule.enabled === false || NARROWING.some((key) => key in rule) || !coversAll(rule)) return false;
  return 'force' in rule || (Array.isArray(rule.variations) && weighsAll(rule));
}

const nameOf = (rule: Record<string, Json>, index: number) => `"${String(rule.id ?? rule.key ?? `#${index}`)}"`;

export function checkUnreachableRules(experiments: Json): ConfigProblem[] {
  const features = isRecord(experiments) && isRecord(experiments.features) ? experiments.features : {};
  return Object.entries(features).flatMap(([key, feature]) => {
    const rules = isRecord(feature) && Array.isArray(feature.rules) ? feature.rules : [];
    const first = rules.findIndex((rule) => isRecord(rule) && decidesForEveryone(rule));
    if (first < 0) return [];
    const blocking = nameOf(rules[first] as Record<string, Json>, first);
    return rules.slice(first + 1).map((rule, i) => ({
      file: EXPERIMENTS,
      pointer: `/features/${key}/rules/${first + 1 + i}`,
      message:
        `rule ${nameOf(isRecord(rule) ? rule : {}, first + 1 + i)} can never run: rule ${blocking} above it decides ` +
        `for every visitor (no condition, full coverage). Stop ${blocking} (take it out) or put this rule above it.`,
    }));
  });
}
