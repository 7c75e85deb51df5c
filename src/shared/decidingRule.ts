// A feature's rules run in order, and the first that decides for a visitor wins (GrowthBook): a rule that decides for
// every visitor hides each rule below it. check:config (scripts/config-check/unreachableRules.ts) and the gallery's
// experiment placement (src/devSurface/edit/experiments/experimentPlacement.ts) both ask it, so they agree.

/** What narrows the visitors a rule decides for: with none of these, and full coverage, it decides for everyone. */
const NARROWING = ['condition', 'parentConditions', 'savedGroups', 'filters', 'namespace', 'range'] as const;

const coversAll = (rule: Record<string, unknown>) => rule.coverage === undefined || Number(rule.coverage) >= 1;
/** An experiment's weights leave no visitor out (none given: an even split of everyone). */
const weighsAll = (rule: Record<string, unknown>) =>
  !Array.isArray(rule.weights) || rule.weights.reduce<number>((sum, w) => sum + Number(w), 0) >= 0.999;

/** Whether the rule decides for every visitor: a force or an experiment that no condition or share narrows. */
export function decidesForEveryone(rule: Record<string, unknown>): boolean {
  if (rule.enabled === false || NARROWING.some((key) => key in rule) || !coversAll(rule)) return false;
  return 'force' in rule || (Array.isArray(rule.variations) && weighsAll(rule));
}
