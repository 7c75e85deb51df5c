// RJSF imports markdown-to-jsx's parser up front for what our forms never ask (Markdown in descriptions, help and
// errors). In the app's bundles RJSF gets src/forms/lazyMarkdown.tsx instead, which loads the parser if one does.
import path from 'node:path';
import type { Plugin } from 'vite';

const PARSER = 'markdown-to-jsx/react';

export function lazyMarkdownPlugin(): Plugin {
  const replacement = path.resolve('src/forms/lazyMarkdown.tsx');
  return {
    name: 'acquisition-lazy-markdown',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === PARSER && importer?.includes('/node_modules/@rjsf/') ? replacement : undefined,
  };
}
