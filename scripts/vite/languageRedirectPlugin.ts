// Writes the language redirect (src/i18n/languageRedirect.ts) inline into the <head> of index.html, so it runs
// before anything paints; the prerender gives the production server its hash for the Content-Security-Policy.
import { transformWithEsbuild, type Plugin } from 'vite';
import { languageRedirect, type LanguageRedirectConfig } from '../../src/i18n/languageRedirect.ts';

export function languageRedirectPlugin(config: LanguageRedirectConfig): Plugin {
  const source = `(${languageRedirect.toString()})(${JSON.stringify(config)})`;
  return {
    name: 'acquisition-language-redirect',
    async transformIndexHtml() {
      const { code } = await transformWithEsbuild(source, 'languageRedirect.js', { minify: true });
      return [{ tag: 'script', children: code.trim(), injectTo: 'head-prepend' }];
    },
  };
}
