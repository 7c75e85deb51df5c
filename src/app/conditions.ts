// Conditions config can name (a block's showWhen): behaviour in code, the choice of where in config.
import type { RuntimeSettings } from './runtimeSettings.ts';

export const conditions = {
  entranceTechnicalIssues: (settings: RuntimeSettings) => settings.entrancePageConfig.showTechnicalIssues,
} satisfies Record<string, (settings: RuntimeSettings) => boolean>;

export type ConditionName = keyof typeof conditions;
