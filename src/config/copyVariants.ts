// The copy variants of config/variants.json alone: the rest of the file stays out of the pages that show no
// registration (the bundler takes only the part named).
import { copyVariants as variants } from '../../config/variants.json' with { type: 'json' };
import type { VariantsConfig } from './__generated__/variants.ts';

export const copyVariants = variants as VariantsConfig['copyVariants'];
