// Writes what must run before anything paints inline into the <head> of index.html: the language redirect
// (src/i18n/languageRedirect.ts), the hold on early form submits (src/forms/handOver/earlySubmits.ts) and what a
// language link hands over (src/i18n/languageSwitch.ts, with the helpers it shares with the app). All are
// self-contained; the prerender gives the production server the script's hash for the CSP.
import { transformWithEsbuild, type Plugin } from 'vite';
import { languageHref } from '../../src/i18n/languageHref.ts';
import { languageRedirect, type LanguageRedirectConfig } from '../../src/i18n/languageRedirect.ts';
import { CARRIED_VALUES_KEY } from '../../src/i18n/carriedValues.ts';
import { handOverOnLanguageLinks } from '../../src/i18n/languageSwitch.ts';
import { holdEarlySubmits } from '../../src/forms/handOver/earlySubmits.ts';
import { arrivalOf, handOverOf } from '../../src/platform/referrer/arrival.ts';
import { DEV_SURFACE_HTML, DEV_SURFACE_SEGMENT } from './devSurfacePlugin.ts';

export function inlineHeadScriptPlugin(redirect: LanguageRedirectConfig): Plugin {
  const { basePath, languages, referrerKey } = redirect;
  const links = { basePath, languages, referrerKey, valuesKey: CARRIED_VALUES_KEY };
  const source = [
    `(${languageRedirect.toString()})(${JSON.stringify(redirect)})`,
    `(${holdEarlySubmits.toString()})()`,
    `(${handOverOnLanguageLinks.toString()})(${JSON.stringify(links)},${[languageHref, arrivalOf, handOverOf].join(',')})`,
  ].join(';');
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
