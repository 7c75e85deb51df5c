import type { ParamValidation } from '../../src/shared/paramValidation.ts';
import type { FormRedirect } from './formRedirects.ts';

/** dist/prerendered.json: what the production server (scripts/vite/productionServer.ts) serves for a URL. */
export const PRERENDER_MANIFEST = 'prerendered.json';

export interface PrerenderManifest {
  /** URL path → file under dist/. */
  pages: Record<string, string>;
  /** Pages made for every URL of a pattern (a registration code's landing page), tried after `pages`; a parameter
   * failing the route's `validate` names no page (as in the app: the 404 page of the language). */
  templates: { pattern: string; file: string; validate?: ParamValidation & { param: string } }[];
  /** Language prefix ('' for none) → the URL of its 404 page, where unknown URLs under the prefix redirect. */
  notFound: Record<string, string>;
  /** config/app.json pathAliases: URL path → where it redirects (scripts/prerender/aliasRedirects.ts). */
  aliases: Record<string, string>;
  /** What answers a form a browser without JavaScript sends (scripts/prerender/formRedirects.ts). */
  formRedirects: FormRedirect[];
  /** CSP hashes ('sha256-…') of the inline scripts and style sheets the pages hold. */
  scriptHashes: string[];
  styleHashes: string[];
  /** Who may show the pages in a frame: no one; this site itself in a review build (the gallery's previews). */
  framedBy: 'none' | 'self';
}
