// A screen's form block submits its form to an action, which takes the values of one form (src/actions/actionManifest.ts):
// the two must agree.
import type { ActionFacts } from './actionManifest.ts';
import { screenFormBlocks } from './formBlocks.ts';
import type { ConfigProblem } from './problem.ts';
import type { Json } from './json.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

export function checkFormActions(config: Record<string, Json>, facts: ActionFacts): ConfigProblem[] {
  return screenFormBlocks(config).flatMap(({ block, pointer: at, file }) => {
    const action = facts.actions[String(block.action)];
    // An unknown action is the schema's to report.
    if (!action || action.form === block.form) return [];
    return [
      {
        file,
        pointer: at + pointer('form'),
        message: `the action "${String(block.action)}" takes the form "${action.form}" (src/actions/actionManifest.ts), not "${String(block.form)}".`,
      },
    ];
  });
}
