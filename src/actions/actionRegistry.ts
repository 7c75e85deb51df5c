// Action name (screen.schema.json's ActionName: what a form block submits to) → its module, loaded when the form
// shows. A name without a module, or a module typed for another action, fails the type check.
import type { ActionName } from '../config/__generated__/screen.ts';
import { loadOnceEach } from '../platform/loadOnce.ts';
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

type Actions = { [A in ActionName]: Action<A> };

/** An action by name, typed by it, for the generic form runner (which hands it what its form validated). */
export const loadAction = loadOnceEach<Actions>(
  // TypeScript reads a mapped type by a generic name but cannot write to one: Action<Name> is Actions[Name].
  <Name extends ActionName>(name: Name) => actionRegistry[name]().then((module) => module.default as Actions[Name]),
);
