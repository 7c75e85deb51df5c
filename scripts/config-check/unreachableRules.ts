// A rule below one that decides for every visitor can never run (src/shared/decidingRule.ts). That is how an
// experiment pasted under a running one at 100 % failed silently; say so where it was put, naming the rule in its way.
import { decidesForEveryone } from '../../src/shared/decidingRule.ts';
import { isRecord, type Json } from './json.ts';
import type { ConfigProblem } from './problem.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

const EXPERIMENTS = 'config/experiments.json';

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
      pointer: pointer('features', key, 'rules', first + 1 + i),
      message:
        `rule ${nameOf(isRecord(rule) ? rule : {}, first + 1 + i)} can never run: rule ${blocking} above it decides ` +
        `for every visitor (no condition, full coverage). Stop ${blocking} (take it out) or put this rule above it.`,
    }));
  });
}
