// Action name (screen.schema.json's ActionName: what a form block submits to) → its module, loaded when the form
// shows. A name without a module, or a module typed for another action, fails the type check.
import type { ActionName } from '../config/__generated__/screen.ts';
import { loadOnce } from '../platform/loadOnce.ts';
import type { Action } from './defineAction.ts';

type ActionModules = { [A in ActionName]: () => Promise<{ default: Action<A> }> };

export const actionRegistry: ActionModules = {
  checkRegistrationCode: () => import('./checkRegistrationCode.ts'),
  register: () => import('./register.ts'),
  logIn: () => import('./logIn.ts'),
  generateRegistrationLink: () => import('./generateRegistrationLink.ts'),
  applyForMembership: () => import('./applyForMembership.ts'),
  joinWaitingList: () => import('./joinWaitingList.ts'),
  generateSplit: () => import('./generateSplit.ts'),
  saveShoppingPreferences: () => import('./saveShoppingPreferences.ts'),
};

/** An action by name, for the generic form runner (which hands it what its form validated). */
export const loadAction = loadOnce((name: ActionName): Promise<Action<ActionName>> =>
  actionRegistry[name]().then((module) => module.default as unknown as Action<ActionName>),
);
