// config/experiments.json (the A/B service's features as bundled), typed by the type codegen derives from its schema.
import experiments from '../../config/experiments.json' with { type: 'json' };
import type { ExperimentsConfig } from './__generated__/experiments.ts';

export const experimentsConfig = experiments as ExperimentsConfig;
