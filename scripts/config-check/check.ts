// The config check: each file is JSON, the languages agree, every config file passes its schema, and what a schema
// cannot see: each route's screen file exists, variant names are defined (also the values of the experiment features), voucher texts say their minimum, each
// action's answers fit its form and values, each form block submits to an action of its form, placed where the data
// its action needs exists, a form asked in steps asks each field once, an answer differing by flow names a flow and an
// answer, and a form that works without JavaScript opens a route that takes its value.
import { checkActionAnswers } from './actionAnswers.ts';
import { checkActionData } from './actionData.ts';
import { codeActionFacts, type ActionFacts } from './actionManifest.ts';
import { checkActionTables } from './actionTables.ts';
import { checkAnswerFlows } from './answerFlows.ts';
import { checkExperimentFeatures } from './experimentFeatures.ts';
import { checkUnreachableRules } from './unreachableRules.ts';
import { checkFormDrafts } from './formDrafts.ts';
import { checkFormActions } from './formActions.ts';
import { checkFormSteps } from './formSteps.ts';
import { checkFormsWithoutScript } from './formsWithoutScript.ts';
import { checkLocales, flattenKeys, localeFile } from './locales.ts';
import type { ConfigProblem } from './problem.ts';
import { checkRouteScreens, routesOf } from './routeScreens.ts';
import { checkSchemas } from './schemaCheck.ts';
import type { ConfigTree } from './tree.ts';
import { checkVariantNames, copyVariantNames } from './variantNames.ts';
import { checkVoucherTexts } from './voucherTexts.ts';

/** `facts`: what the code says of its actions (a test may hand in its own). */
export function checkConfig(tree: ConfigTree, facts: ActionFacts = codeActionFacts): ConfigProblem[] {
  const syntaxErrors = tree.syntaxErrors ?? [];
  // A file that is not JSON is reported once; what depends on it is not reported again (it may well be fine).
  const unreadable = new Set(syntaxErrors.map((p) => p.file));
  const languages = unreadable.has('config/app.json')
    ? Object.keys(tree.locales)
    : ((tree.config['config/app.json'] as { languages?: string[] } | undefined)?.languages ?? []);
  const readableLanguages = languages.filter((l) => !unreadable.has(localeFile(l)));
  const references = {
    keysByLanguage: Object.fromEntries(readableLanguages.map((l) => [l, flattenKeys(tree.locales[l] ?? {})])),
    routeIds: unreadable.has('config/routes.json') ? undefined : new Set(routesOf(tree.config).map((r) => r.id)),
    formNames: [...Object.keys(tree.config), ...unreadable]
      .flatMap((file) => /^config\/forms\/(.+)\.json$/.exec(file)?.[1] ?? [])
      .sort(),
    copyVariants: copyVariantNames(tree.config['config/variants.json']),
    publicFiles: tree.publicFiles,
    siteLinks: unreadable.has('config/app.json')
      ? undefined
      : Object.keys((tree.config['config/app.json'] as { siteLinks?: object } | undefined)?.siteLinks ?? {}),
  };
  return [
    ...syntaxErrors,
    ...checkLocales(tree.locales, languages).filter((p) => !unreadable.has(p.file)),
    ...checkSchemas(tree, references, unreadable),
    ...checkRouteScreens(tree.config, unreadable),
    ...checkVariantNames(tree.config['config/variants.json']),
    ...checkExperimentFeatures(tree.config['config/variants.json'], tree.config['config/experiments.json']),
    ...checkUnreachableRules(tree.config['config/experiments.json']),
    ...checkVoucherTexts(tree, readableLanguages[0]),
    ...checkActionAnswers(tree.config, facts),
    ...checkFormActions(tree.config, facts),
    ...checkActionData(tree.config, facts),
    ...checkActionTables(tree.config, tree.schemas['screen.schema.json']),
    ...checkFormDrafts(tree.config),
    ...checkFormSteps(tree.config),
    ...checkAnswerFlows(tree.config),
    ...checkFormsWithoutScript(tree.config),
  ];
}
