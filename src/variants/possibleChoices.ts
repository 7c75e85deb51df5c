// What experiments can change on a registration page. While the A/B service is still answering, the page holds room
// for the largest of the choices it could end in, so nothing moves when the answer comes; and a feature is evaluated
// (the visitor counted in its experiment) only where its arm would show.
import type { VariantChoice, VariantsConfig } from '../config/__generated__/variants.ts';
import { variantsConfig } from '../config/variantsConfig.ts';
import { selectVariant, type Candidates, type Dimension, type VariantContext } from './selectVariant.ts';

/** The dimensions whose choice some experiment value would change for this visit (rules or precedence may fix it). */
export function openDimensions(
  context: VariantContext,
  candidates: Candidates,
  config: VariantsConfig = variantsConfig,
): Dimension[] {
  const without = selectVariant(context, config);
  return (Object.entries(candidates) as [Dimension, string[]][]).flatMap(([dimension, values]) => {
    const changes = values.some((value) => {
      const choice = selectVariant({ ...context, experiments: { [dimension]: value } }, config);
      return (Object.keys(choice) as (keyof VariantChoice)[]).some((key) => choice[key] !== without[key]);
    });
    return changes ? [dimension] : [];
  });
}

/** Every choice the open dimensions can lead to: each takes each of its values, or none (the visitor in no arm). */
export function possibleChoices(
  context: VariantContext,
  candidates: Candidates,
  open: readonly Dimension[],
  config: VariantsConfig = variantsConfig,
) {
  let decided: Partial<VariantChoice>[] = [{}];
  for (const dimension of open) {
    const values = candidates[dimension] ?? [];
    decided = decided.flatMap((partial) => [partial, ...values.map((value) => ({ ...partial, [dimension]: value }))]);
  }
  return decided.map((experiments) => selectVariant({ ...context, experiments }, config));
}
