// For a static host or CDN in front of the real backend (Netlify, Cloudflare Pages and others read these two
// files at the site's root): the headers the production server sends, and the rules it follows for URLs
// without a file of their own (a registration code's page, an unknown path).
import type { PrerenderManifest } from './manifest.ts';

export function headersFile(basePath: string, contentSecurityPolicy: string): string {
  return [
    `${basePath}/*`,
    `  Content-Security-Policy: ${contentSecurityPolicy}`,
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Content-Type-Options: nosniff',
    `${basePath}/assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

export function redirectsFile(manifest: PrerenderManifest, basePath: string): string {
  const templates = manifest.templates.map(({ pattern, file }) => `${pattern}  ${basePath}/${file}  200`);
  // Longest prefix first: an unknown path goes to the 404 page of its language.
  const notFound = Object.entries(manifest.notFound)
    .sort(([a], [b]) => b.length - a.length)
    .map(([prefix, page]) => `${basePath}${prefix ? `/${prefix}` : ''}/*  ${page}  302`);
  return [...templates, ...notFound, ''].join('\n');
}
