// Preloads the font files the first paint needs: <link rel="preload" as="font"> for each named file, in the
// built index.html (so also in every page prerendered from it). The browser then fetches them with the CSS
// instead of after it, and the text rarely shows in its fallback at all.
import type { OutputAsset } from 'rollup';
import type { Plugin } from 'vite';

/** files: the fonts' original file names, e.g. 'jost-latin-400-normal.woff2'. */
export function fontPreloadPlugin(files: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'acquisition-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((file): file is OutputAsset => file.type === 'asset');
        const tags = files.map((name) => {
          const asset = assets.find((file) => file.names.includes(name));
          if (!asset) throw new Error(`fontPreloadPlugin: no built file for ${name}; is it still used in the CSS?`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: base + asset.fileName, crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
        return { html, tags };
      },
    },
  };
}
