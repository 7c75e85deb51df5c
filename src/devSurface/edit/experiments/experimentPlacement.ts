// Where the split generator's rule goes in config/experiments.json, what would keep it from running, and the edits
// that start and stop one. GrowthBook runs a feature's rules from the top and the first that decides for a visitor
// wins; check:config's own test says which rule decides for everyone, so the gallery and the check agree.
import { decidesForEveryone } from '../../../shared/decidingRule.ts';
import { pointer } from '../../../shared/jsonPointer.ts';
import type { FileEdit, ValueRead } from '../protocol/editProtocol.ts';

export const EXPERIMENTS_FILE = 'config/experiments.json';

type Rule = Record<string, unknown>;

/** A rule of a feature, by its place and its name (its id, else its experiment key). */
export interface RuleAt {
  index: number;
  name: string;
}

export interface Placement {
  /** The edit that adds the rule, with the hash of the file as read. */
  edit: FileEdit;
  index: number;
  /** The rule above that decides for every visitor: the new rule would never run while it does. */
  shadowedBy?: RuleAt;
}

const isRule = (value: unknown): value is Rule => typeof value === 'object' && value !== null && !Array.isArray(value);
const nameOf = (rule: Rule, index: number) => String(rule.id ?? rule.key ?? `#${index}`);

function rulesOf(file: ValueRead, feature: string): Rule[] | undefined {
  const features = isRule(file.value) ? file.value.features : undefined;
  const entry = isRule(features) ? features[feature] : undefined;
  if (!isRule(entry) || (entry.rules !== undefined && !Array.isArray(entry.rules))) return undefined;
  const rules = (entry.rules ?? []) as unknown[];
  // Indexes are places in the file: a list with something else than rules is not guessed around.
  return rules.every(isRule) ? rules : undefined;
}

/**
 * Where `rule` goes under features.<feature>.rules, and the rule for everyone that would keep it from running. A rule
 * for part of the visitors goes above a force for everyone (config's choice, a kept winner) and runs for its part.
 * Else it goes last, never above a rule for everyone: check:config refuses a rule that can never run, whichever is
 * below, and ending a running experiment unannounced is worse; that rule is named, to be stopped first.
 */
export function placeRule(
  file: ValueRead,
  feature: string,
  rule: Rule,
): Placement | { present: number } | { refused: string } {
  const rules = rulesOf(file, feature);
  if (!rules) return { refused: `${EXPERIMENTS_FILE} has no feature "${feature}" with a list of rules.` };
  const clash = rules.findIndex((other) => other.id !== undefined && other.id === rule.id);
  // This very rule is there (added a moment ago): nothing to refuse, it runs.
  if (clash >= 0 && JSON.stringify(rules[clash]) === JSON.stringify(rule)) return { present: clash };
  if (clash >= 0) return { refused: `"${feature}" already has another rule "${nameOf(rules[clash]!, clash)}".` };
  const blocker = rules.findIndex((other) => decidesForEveryone(other));
  const above = blocker >= 0 && 'force' in rules[blocker]! && !decidesForEveryone(rule);
  const index = above ? blocker : rules.length;
  // Appended: one item added, the rest of the list untouched; else the list with the rule in its place.
  const edit: FileEdit =
    index === rules.length && index > 0
      ? { file: EXPERIMENTS_FILE, pointer: pointer('features', feature, 'rules', index), hash: file.hash, value: rule }
      : {
          file: EXPERIMENTS_FILE,
          pointer: pointer('features', feature, 'rules'),
          hash: file.hash,
          value: rules.toSpliced(index, 0, rule),
        };
  const placement: Placement = { edit, index };
  if (blocker >= 0 && !above) placement.shadowedBy = { index: blocker, name: nameOf(rules[blocker]!, blocker) };
  return placement;
}

/** A running experiment: its rule, and its key (GrowthBook's: the feature's when the rule names none). */
export interface RunningExperiment extends RuleAt {
  key: string;
}

/** The experiments of a feature that run: its rules with arms (a force decides, it does not split). */
export const experimentsOf = (file: ValueRead, feature: string): RunningExperiment[] =>
  (rulesOf(file, feature) ?? []).flatMap((rule, index) =>
    Array.isArray(rule.variations) ? [{ index, name: nameOf(rule, index), key: String(rule.key ?? feature) }] : [],
  );

/** Every running experiment of the file, feature by feature. */
export function runningExperiments(file: ValueRead): (RunningExperiment & { feature: string })[] {
  const features = isRule(file.value) && isRule(file.value.features) ? Object.keys(file.value.features) : [];
  return features.flatMap((feature) => experimentsOf(file, feature).map((at) => ({ feature, ...at })));
}

/**
 * Stopping a rule takes it out, as section 7 of docs/marketers.md says: the schema has no status or enabled field for
 * a feature's rule, and without it every visitor sees config's choice again. Undone, it comes back in its place.
 */
export function stopRule(file: ValueRead, feature: string, name: string): FileEdit | { refused: string } {
  const rules = rulesOf(file, feature) ?? [];
  const index = rules.findIndex((rule, i) => nameOf(rule, i) === name);
  if (index < 0) return { refused: `"${feature}" has no rule "${name}" (any more).` };
  return { file: EXPERIMENTS_FILE, pointer: pointer('features', feature, 'rules', index), hash: file.hash };
}
