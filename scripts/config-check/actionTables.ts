// Every action a screen may name (screen.schema.json's ActionName) needs its answers in config/outcomes.json,
// and outcomes.json answers only for actions that exist: code and config cannot drift apart.
import { actionTables } from './configParts.ts';
import type { ConfigProblem } from './problem.ts';
import { isRecord, type Json } from './json.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

export function checkActionTables(config: Record<string, Json>, screenSchema: Json): ConfigProblem[] {
  const defs = isRecord(screenSchema) && isRecord(screenSchema.$defs) ? screenSchema.$defs : {};
  const names =
    isRecord(defs.actionName) && Array.isArray(defs.actionName.enum) ? defs.actionName.enum.map(String) : [];
  const actions = actionTables(config);
  // Without the enum (a schema that is not JSON, a test's small tree) there is nothing to compare with.
  if (names.length === 0 || !actions) return [];
  const tables = Object.keys(actions);
  const file = 'config/outcomes.json';
  return [
    ...names
      .filter((name) => !tables.includes(name))
      .map((name) => ({
        file,
        pointer: '/actions',
        message: `the action "${name}" has no answers here; add actions.${name} (what each answer shows).`,
      })),
    ...tables
      .filter((name) => !names.includes(name))
      .map((name) => ({
        file,
        pointer: pointer('actions', name),
        message: `"${name}" is not an action; known: ${names.join(', ')} (the actionName enum of schema/config/screen.schema.json).`,
      })),
  ];
}
