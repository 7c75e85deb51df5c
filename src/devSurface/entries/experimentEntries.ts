// Each arm of each experiment of config/experiments.json, forced the way a marketer previews it (?<key>=<arm>), on
// the catalogue's code where that experiment decides (experimentCodes of mock-server/scenarios.json).
import { experimentsConfig } from '../../config/experimentsConfig.ts';
import { variantsConfig } from '../../config/variantsConfig.ts';
import { scenarioCatalogue } from './catalogue.ts';
import { pointer } from '../../shared/jsonPointer.ts';
import type { GalleryState } from './galleryEntry.ts';
import { variantKeys, variantProof, type VariantDimension } from './variantEntries.ts';

const VARIANT_DIMENSIONS = ['copyVariant', 'welcomeVoucher', 'registrationLayout', 'registrationFlow'];

export function experimentStates(): GalleryState[] {
  const features = experimentsConfig.features;
  const dimensionOf = (feature: string) =>
    Object.entries(variantsConfig.experimentFeatures ?? {}).find(([, name]) => name === feature)?.[0];
  return Object.entries(features).flatMap(([feature, { rules = [] }]) => {
    const dimension = dimensionOf(feature);
    const code = scenarioCatalogue.experimentCodes.find((c) => c.dimension === dimension)?.code;
    return rules.flatMap((rule, ruleIndex) =>
      (rule.variations ?? []).map((variation, arm): GalleryState => {
        const value = String(variation);
        const isVariant = dimension !== undefined && VARIANT_DIMENSIONS.includes(dimension);
        return {
          id: `experiment:${feature}:${ruleIndex}:${arm}`,
          title: `${rule.name ?? rule.key ?? feature}: ${rule.meta?.[arm]?.name ?? value} (${dimension} ${value})`,
          dimension: 'experiment',
          source: { file: 'config/experiments.json', pointer: pointer('features', feature, 'rules', ruleIndex) },
          path: `/${code ?? ''}?${encodeURIComponent(rule.key ?? feature)}=${arm}`,
          keys: isVariant ? variantKeys(dimension as VariantDimension, value) : [],
          proof: isVariant ? variantProof(dimension as VariantDimension, value) : {},
        };
      }),
    );
  });
}
