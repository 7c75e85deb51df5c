// config/outcomes.json, typed by the type codegen derives from its schema. Imported only by code that loads lazily
// (forms, the code check's outcomes), so no page's start carries it.
import outcomes from '../../config/outcomes.json' with { type: 'json' };
import type { OutcomesConfig } from './__generated__/outcomes.ts';

export const outcomesConfig = outcomes as OutcomesConfig;
