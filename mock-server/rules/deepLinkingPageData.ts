/**
 * deepLinkingPageData of registrationSubmitForm (spec §3's sourcePath and previousPDPPage): where in the shop the
 * visitor came from, kept with the registration. Each must be a path of the shop (the rule the app keeps them by);
 * anything else, a full URL to another site say, is refused as a bad input, so a test sees what the app sent.
 */
import { shopPath } from '../../src/shared/shopPath.ts';
import type { DeepLinkingPageDataInput } from '../__generated__/resolverTypes.ts';
import { graphqlError } from '../base/graphqlError.ts';

export interface DeepLinkingPageData {
  sourcePath?: string;
  previousPdpPage?: string;
}

export function checkDeepLinkingPageData(input: DeepLinkingPageDataInput | null | undefined): DeepLinkingPageData {
  const kept: DeepLinkingPageData = {};
  for (const field of ['sourcePath', 'previousPdpPage'] as const) {
    const value = input?.[field];
    if (value === null || value === undefined) continue;
    if (!shopPath(value))
      throw graphqlError(`deepLinkingPageData.${field} is not a path of the shop.`, 'BAD_USER_INPUT');
    kept[field] = value;
  }
  return kept;
}
