// A screen's form block submits its form to an action; the action's answers (config/outcomes.json) name fields
// of one form, so the two must agree.
import { actionTables } from './configParts.ts';
import type { ConfigProblem } from './problem.ts';
import { isRecord, type Json } from './tree.ts';

/** Every form block of a screen, nested ones (groups, the invitation's blocks) included, with its pointer. */
function formBlocks(node: Json, pointer: string): { block: Record<string, Json>; pointer: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => formBlocks(item, `${pointer}/${i}`));
  if (!isRecord(node)) return [];
  const here = node.type === 'form' ? [{ block: node, pointer }] : [];
  return [...here, ...Object.entries(node).flatMap(([key, value]) => formBlocks(value, `${pointer}/${key}`))];
}

export function checkFormActions(config: Record<string, Json>): ConfigProblem[] {
  const actions = actionTables(config) ?? {};
  return Object.entries(config)
    .filter(([file]) => file.startsWith('config/screens/'))
    .flatMap(([file, screen]) => formBlocks(screen, '').map((found) => ({ ...found, file })))
    .flatMap(({ block, pointer, file }) => {
      const action = actions[String(block.action)];
      // An unknown action is the schema's to report.
      if (!isRecord(action) || action.form === block.form) return [];
      return [
        {
          file,
          pointer: `${pointer}/form`,
          message: `the action "${String(block.action)}" answers about the form "${String(action.form)}" (config/outcomes.json), not "${String(block.form)}".`,
        },
      ];
    });
}
