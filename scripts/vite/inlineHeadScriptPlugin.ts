// Writes what must run before anything paints inline into the <head> of index.html: the language redirect
// (src/i18n/languageRedirect.ts) and the hold on early form submits (src/platform/earlySubmits.ts). Both are
// self-contained functions; the prerender gives the production server the script's hash for the CSP.
import { transformWithEsbuild, type Plugin } from 'vite';
import { languageRedirect, type LanguageRedirectConfig } from '../../src/i18n/languageRedirect.ts';
import { holdEarlySubmits } from '../../src/platform/earlySubmits.ts';
import { DEV_SURFACE_HTML, DEV_SURFACE_SEGMENT } from './devSurfacePlugin.ts';

export function inlineHeadScriptPlugin(languages: LanguageRedirectConfig): Plugin {
  const source = `(${languageRedirect.toString()})(${JSON.stringify(languages)});(${holdEarlySubmits.toString()})();`;
  let minified: Promise<string> | undefined; // once, not on every page the dev server serves
  return {
    name: 'acquisition-inline-head-script',
    async transformIndexHtml(_html, { path, filename }) {
      // The dev surface is no page of the app: no language redirect, no held submits.
      if (path.includes(`/${DEV_SURFACE_SEGMENT}`) || filename.endsWith(DEV_SURFACE_HTML)) return;
      minified ??= transformWithEsbuild(source, 'inlineHeadScript.js', { minify: true }).then(({ code }) =>
        code.trim(),
      );
      return [{ tag: 'script', children: await minified, injectTo: 'head-prepend' }];
    },
  };
}
