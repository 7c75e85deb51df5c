// Writes what must run before anything paints inline into the <head> of index.html: the language redirect
// (src/i18n/languageRedirect.ts) and the hold on early form submits (src/platform/earlySubmits.ts). Both are
// self-contained functions; the prerender gives the production server the script's hash for the CSP.
import { transformWithEsbuild, type Plugin } from 'vite';
import { languageRedirect, type LanguageRedirectConfig } from '../../src/i18n/languageRedirect.ts';
import { holdEarlySubmits } from '../../src/platform/earlySubmits.ts';

export function inlineHeadScriptPlugin(languages: LanguageRedirectConfig): Plugin {
  const source = `(${languageRedirect.toString()})(${JSON.stringify(languages)});(${holdEarlySubmits.toString()})();`;
  return {
    name: 'acquisition-inline-head-script',
    async transformIndexHtml() {
      const { code } = await transformWithEsbuild(source, 'inlineHeadScript.js', { minify: true });
      return [{ tag: 'script', children: code.trim(), injectTo: 'head-prepend' }];
    },
  };
}
