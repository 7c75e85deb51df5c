// config/variants.json, typed by the type codegen derives from its schema.
import variants from '../../config/variants.json' with { type: 'json' };
import type { VariantsConfig } from './__generated__/variants.ts';

export const variantsConfig = variants as VariantsConfig;
