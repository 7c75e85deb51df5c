// An answer shown differently in a registration flow (inFlows: flow → another answer of the same action) names a
// flow config/variants.json knows and an answer the action's table has: a misspelling would quietly show the usual one.
import { actionTables } from './configParts.ts';
import { isRecord, type Json } from './json.ts';
import type { ConfigProblem } from './problem.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

const file = 'config/outcomes.json';

export function checkAnswerFlows(config: Record<string, Json>): ConfigProblem[] {
  const variants = config['config/variants.json'];
  const flows =
    isRecord(variants) && Array.isArray(variants.registrationFlows) ? variants.registrationFlows : undefined;
  return Object.entries(actionTables(config) ?? {}).flatMap(([action, table]) => {
    const answers = isRecord(table) && isRecord(table.answers) ? table.answers : {};
    return Object.entries(answers).flatMap(([answer, rule]) => {
      if (!isRecord(rule) || !isRecord(rule.inFlows)) return [];
      return Object.entries(rule.inFlows).flatMap(([flow, instead]): ConfigProblem[] => {
        const at = pointer('actions', action, 'answers', answer, 'inFlows', flow);
        if (flows && !flows.includes(flow))
          return [{ file, pointer: at, message: `"${flow}" is not a registration flow of config/variants.json.` }];
        if (typeof instead === 'string' && !Object.hasOwn(answers, instead))
          return [{ file, pointer: at, message: `"${instead}" is not an answer of the action "${action}".` }];
        return [];
      });
    });
  });
}
