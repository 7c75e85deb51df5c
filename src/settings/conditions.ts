// Conditions config can name (a block's showWhen): behaviour in code, the choice of where in config.
import type { Condition } from '../config/__generated__/screen.ts';
import { signedOutBecause } from './signedOut.ts';
import type { RuntimeSettings } from './runtimeSettings.ts';

export interface ConditionContext {
  settings: RuntimeSettings;
  /** The code of the registration link the page was opened with, if any. */
  registrationCode: string | undefined;
  query: URLSearchParams;
}

export const conditions = {
  entranceTechnicalIssues: ({ settings }: ConditionContext) => settings.entrancePageConfig.showTechnicalIssues,
  withoutRegistrationCode: ({ registrationCode }: ConditionContext) => registrationCode === undefined,
  /** The page was opened with an activation link's ?activationId= (the error page can offer to try again). */
  withActivationLink: ({ query }: ConditionContext) => query.has('activationId'),
  /** The log-in page after the visitor signed out (the sign-out button). */
  signedOut: ({ query }: ConditionContext) => signedOutBecause(query, 'signed-out'),
  /** The log-in page after the backend refused the visitor's token (expired, revoked): they were signed out. */
  sessionEnded: ({ query }: ConditionContext) => signedOutBecause(query, 'session-ended'),
} satisfies Record<Condition, (context: ConditionContext) => boolean>;

export type ConditionName = keyof typeof conditions;
