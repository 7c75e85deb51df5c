// What the split generator's answer put into the page's query (config/outcomes.json actions.generateSplit), read
// back: the rule only when it has the shape the generator writes (the query could have been written by anyone).
import type { Language } from '../../shared/languages.ts';
import type { ExperimentRule } from '../../actions/splitGenerator/composeRule.ts';
import { appConfig } from '../../config/appConfig.ts';
import { routePath } from '../../navigation/routeById.ts';

export const RULE_PARAM = 'experimentRule';
export const FEATURE_PARAM = 'experimentFeature';
export const CODE_PARAM = 'previewCode';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function parseRule(json: string | null): ExperimentRule | undefined {
  if (!json) return undefined;
  try {
    const rule = JSON.parse(json) as Partial<ExperimentRule> | null;
    const fits = typeof rule?.key === 'string' && rule.key !== '' && isStringList(rule.variations);
    return fits ? (rule as ExperimentRule) : undefined;
  } catch {
    return undefined;
  }
}

export interface PreviewPage {
  route: string;
  param: string;
  lang: Language | undefined;
  origin: string;
}

/**
 * One link per arm: the code's registration page, in the admin's language, with ?<experiment key>=<arm index>, the
 * GrowthBook SDK's query-string override, which shows that arm whoever opens it.
 */
export function previewLinks(rule: ExperimentRule, code: string, page: PreviewPage): string[] {
  const path = appConfig.basePath + routePath(page.route, page.lang, { [page.param]: code });
  return rule.variations.map((_, index) => {
    const url = new URL(path, page.origin);
    url.searchParams.set(rule.key, String(index));
    return url.href;
  });
}
