/**
 * Config writes a redirect experiment's target as a path under the site ("/acquisition/about-us/1"); the SDK skips a
 * redirect whose target is not a full URL (it parses it with `new URL`), and a real GrowthBook stores full URLs. So the
 * service answers each target as a URL on the caller's origin.
 */
import type { FeatureApiResponse } from '@growthbook/growthbook';
import { httpOrigin } from '../base/httpOrigin.ts';

/** The page's origin: the Origin header of a cross-origin call (an http(s) one), else the request's own. */
export const callerOrigin = (request: Request): string =>
  httpOrigin(request.headers.get('origin')) ?? new URL(request.url).origin;

export function withAbsoluteRedirects(payload: FeatureApiResponse, origin: string): FeatureApiResponse {
  if (!payload.experiments?.length) return payload;
  const experiments = payload.experiments.map((experiment) => ({
    ...experiment,
    variations: experiment.variations.map((variation) =>
      variation.urlRedirect ? { ...variation, urlRedirect: new URL(variation.urlRedirect, origin).href } : variation,
    ) as typeof experiment.variations, // as many as before
  }));
  return { ...payload, experiments };
}
