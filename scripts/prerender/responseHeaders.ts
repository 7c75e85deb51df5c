// The headers the site is served with, by the production server (scripts/vite/productionServer.ts) and, for a
// static host, in dist/_headers: one place for both.
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import type { PrerenderManifest } from './manifest.ts';

/** Hashed file names change with their content: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files of the build (the share image …): an hour. */
export const SHORT_LIVED = 'public, max-age=3600';

/** A page: revalidated on every visit, under the Content-Security-Policy. */
export const pageHeaders = (manifest: Pick<PrerenderManifest, 'scriptHashes' | 'styleHashes'>) => ({
  'cache-control': 'no-cache',
  'content-security-policy': contentSecurityPolicy(manifest),
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
});
