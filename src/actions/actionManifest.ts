// What each action takes (its form), needs from around the form, and answers with (the values config/outcomes.json
// may put into a URL). Data only: check:config reads it to check screens and config/outcomes.json against the code,
// and the types of each action's values, data and answer values come from it.
import type { ActionName } from '../config/__generated__/screen.ts';
import type { Block, RouteGuard } from '../config/types.ts';
import type { FormName } from '../config/forms/__generated__/formRegistry.ts';
import { REGISTRATION_ID } from '../navigation/registrationId.ts';
import type { ActionDataName } from './actionData.ts';

export interface ActionSpec {
  /** The form of config/forms/ whose values the action takes. */
  form: FormName;
  needs: readonly ActionDataName[];
  /** Names of the values its answers carry. */
  values: readonly string[];
  /** Its form is the registration: the step events (registration_step) are tracked for it. */
  registrationSteps?: boolean;
}

export const actionManifest = {
  checkRegistrationCode: { form: 'registration-code', needs: [], values: ['registrationCode'] },
  register: {
    form: 'registration',
    needs: ['invitation'],
    values: ['registrationCode', REGISTRATION_ID, 'token'],
    registrationSteps: true,
  },
  logIn: { form: 'log-in', needs: [], values: ['destination'] },
  generateRegistrationLink: {
    form: 'link-generator',
    needs: [],
    values: ['registrationLink', 'returnTo', 'signedOut'],
  },
  applyForMembership: { form: 'membership-application', needs: [], values: [] },
  joinWaitingList: { form: 'waiting-list', needs: ['emailToken'], values: ['position', 'letInBefore'] },
  generateSplit: {
    form: 'split-generator',
    needs: [],
    values: ['experimentRule', 'experimentFeature', 'previewCode'],
  },
  saveShoppingPreferences: { form: 'shopping-preferences', needs: ['emailToken'], values: [REGISTRATION_ID] },
} as const satisfies Record<ActionName, ActionSpec>;

/** Where each datum exists: inside the blocks of a block type, or on the routes of a guard. */
export const dataSources = {
  invitation: { insideBlock: 'invitation', list: 'blocks' },
  emailToken: { guard: 'emailToken' },
} as const satisfies Record<
  ActionDataName,
  { insideBlock: Block['type']; list: string } | { guard: RouteGuard['type'] }
>;
