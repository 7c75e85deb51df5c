// config/outcomes.json, typed by the type codegen derives from its schema.
import outcomes from '../../config/outcomes.json' with { type: 'json' };
import type { OutcomesConfig } from './__generated__/outcomes.ts';

export const outcomesConfig = outcomes as OutcomesConfig;
