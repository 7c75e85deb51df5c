// Action name (screen.schema.json's ActionName: what a form block submits to) → its module, loaded when the
// form shows. A name without a module fails the type check. Answers are mapped by config/outcomes.json.
import type { ActionName } from '../config/__generated__/screen.ts';
import type { Action } from './actionTypes.ts';

export const actionRegistry: Record<ActionName, () => Promise<{ default: Action<object> }>> = {
  checkRegistrationCode: () => import('./checkRegistrationCode.ts'),
  register: () => import('./register.ts'),
};

const loaded = new Map<ActionName, Promise<Action<object>>>();

/** The same promise for every caller, so React's use() can wait on it. */
export function loadAction(name: ActionName): Promise<Action<object>> {
  let action = loaded.get(name);
  if (!action) loaded.set(name, (action = actionRegistry[name]().then((module) => module.default)));
  return action;
}
