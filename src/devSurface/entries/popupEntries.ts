// The popups: each membersOnlyPopup block of a routed screen (opened by ?pdp=<a product path of the shop>), and the
// registration that finishes in a popup (a rule of config/variants.json sets finishedIn "popup"), on a seeded code
// whose page finishes that way.
import { routesConfig } from '../../config/appConfig.ts';
import type { VariantChoice } from '../../config/__generated__/variants.ts';
import { selectVariant } from '../../variants/selectVariant.ts';
import { variantsConfig } from '../../config/variantsConfig.ts';
import { scenarioCatalogue } from './catalogue.ts';
import { pointer } from '../../shared/jsonPointer.ts';
import type { GalleryState } from './galleryEntry.ts';
import { screenOf } from '../../config/allScreens.ts';

/** Any product path of the shop opens the popup; this one reads like one. */
export const EXAMPLE_PRODUCT_PATH = '/p/cashmere-coat-4711';

function membersOnlyStates(): GalleryState[] {
  return routesConfig.routes.flatMap((route) => {
    const blocks = screenOf(route.screen)?.blocks ?? [];
    const index = blocks.findIndex((b) => b.type === 'membersOnlyPopup');
    const block = blocks[index] as { blocks?: { text?: string }[] } | undefined;
    if (!block) return [];
    const title = block.blocks?.find((b) => b.text)?.text;
    const path = route.path.startsWith(':') ? '/' : `/${route.path}`;
    return [
      {
        id: `popup:membersOnly:${route.id}`,
        title: `Members only, from a product page (${route.id})`,
        dimension: 'popup',
        source: { file: `config/screens/${route.screen}.json`, pointer: pointer('blocks', index) },
        path: `${path}?pdp=${encodeURIComponent(EXAMPLE_PRODUCT_PATH)}`,
        keys: title ? [title] : [],
        proof: { selector: 'dialog[open], [role="dialog"]', ...(title ? { textKey: title } : {}) },
      },
    ];
  });
}

function finishPopupStates(): GalleryState[] {
  const index = variantsConfig.rules.findIndex((rule) => rule.set.finishedIn === 'popup');
  const code = scenarioCatalogue.scenarios.find(({ kind, trigger, expect }) => {
    if (kind !== 'variant' || trigger.field !== 'registrationCode') return false;
    const customization = expect?.equals as Partial<VariantChoice> | undefined;
    return selectVariant({ slug: trigger.value, query: new URLSearchParams(), customization }).finishedIn === 'popup';
  })?.trigger.value;
  if (index < 0 || !code) return [];
  return [
    {
      id: 'popup:finishedIn',
      title: `Registration finished in a popup (${code})`,
      dimension: 'popup',
      source: { file: 'config/variants.json', pointer: pointer('rules', index) },
      path: `/${code}?disablegb=true`,
      afterAction: 'Register with any valid values: the popup opens over the page.',
      keys: [],
      proof: {},
    },
  ];
}

export const popupStates = (): GalleryState[] => [...membersOnlyStates(), ...finishPopupStates()];
