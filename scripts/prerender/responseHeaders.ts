// The headers the site is served with, by the production server (scripts/vite/productionServer.ts) and, for a
// static host, in dist/_headers: one place for both.
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import type { PrerenderManifest } from './manifest.ts';

/** Hashed file names change with their content: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files of the build (the share image …): an hour. */
export const SHORT_LIVED = 'public, max-age=3600';

/**
 * Browser features the site does not use, denied to its pages and to anything they would frame; writing to the
 * clipboard (the copy buttons) stays the site's own, and reading it asks the visitor's permission anyway.
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'autoplay',
    'bluetooth',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
].join(', ');

/** Two years, every subdomain: browsers reach the site over HTTPS only (they ignore it on plain HTTP). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** A page: revalidated on every visit, under the Content-Security-Policy, never framed by another site. */
export const pageHeaders = (manifest: Pick<PrerenderManifest, 'scriptHashes' | 'styleHashes' | 'framedBy'>) => ({
  'cache-control': 'no-cache',
  'content-security-policy': contentSecurityPolicy(manifest),
  // Other sites learn nothing of a page's address (the lobby's and the activation's carry tokens); the site's own
  // pages see each other's, which the language redirect's hand-over of the referrer needs.
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  // The CSP's frame-ancestors, for browsers that know only this one.
  'x-frame-options': manifest.framedBy === 'self' ? 'SAMEORIGIN' : 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
});
