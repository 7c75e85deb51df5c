// For a static host or CDN in front of the real backend (Netlify, Cloudflare Pages and others read these two
// files at the root of what they publish: publish a folder holding dist/ as acquisition/ and these two files
// beside it): the headers the production server sends, and the rules it follows for URLs without a file of
// their own (a form sent without JavaScript, a registration code's page, an unknown path).
import type { PrerenderManifest } from './manifest.ts';
import { IMMUTABLE, pageHeaders } from './responseHeaders.ts';

const lines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);

export function headersFile(basePath: string, manifest: PrerenderManifest): string {
  return [
    `${basePath}/*`,
    ...lines(pageHeaders(manifest)),
    `${basePath}/assets/*`,
    ...lines({ 'cache-control': IMMUTABLE }),
    '',
  ].join('\n');
}

export function redirectsFile(manifest: PrerenderManifest, basePath: string): string {
  // A form sent without JavaScript (Netlify's query-parameter rules; trimming and the route's validation are the
  // production server's alone, so here any value opens the route and the app judges it).
  const forms = manifest.formRedirects.map(
    ({ path, field, target, param }) => `${path}  ${field}=:${param}  ${target}  302`,
  );
  const aliases = Object.entries(manifest.aliases).map(([from, to]) => `${from}  ${to}  302`);
  const templates = manifest.templates.map(({ pattern, file }) => `${pattern}  ${basePath}/${file}  200`);
  // Longest prefix first: an unknown path goes to the 404 page of its language.
  const notFound = Object.entries(manifest.notFound)
    .sort(([a], [b]) => b.length - a.length)
    .map(([prefix, page]) => `${basePath}${prefix ? `/${prefix}` : ''}/*  ${page}  302`);
  return [...forms, ...aliases, ...templates, ...notFound, ''].join('\n');
}
