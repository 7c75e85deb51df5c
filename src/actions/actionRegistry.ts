// Action name (screen.schema.json's ActionName: what a form block submits to) → its module, loaded when the
// form shows. A name without a module fails the type check. Answers are mapped by config/outcomes.json.
import type { ActionName } from '../config/__generated__/screen.ts';
import { loadOnce } from '../platform/loadOnce.ts';
import type { Action } from './actionTypes.ts';

export const actionRegistry: Record<ActionName, () => Promise<{ default: Action<object> }>> = {
  checkRegistrationCode: () => import('./checkRegistrationCode.ts'),
  register: () => import('./register.ts'),
  logIn: () => import('./logIn.ts'),
  generateRegistrationLink: () => import('./generateRegistrationLink.ts'),
  applyForMembership: () => import('./applyForMembership.ts'),
  joinWaitingList: () => import('./joinWaitingList.ts'),
};

export const loadAction = loadOnce((name: ActionName) => actionRegistry[name]().then((module) => module.default));
