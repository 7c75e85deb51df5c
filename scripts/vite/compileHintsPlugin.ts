// V8's explicit compile hint (Chrome 136 on): a script whose first line is this comment is compiled whole while it
// streams in, off the main thread, instead of function by function on the main thread as each is first called.
// It pays for code that mostly runs while a page loads: the chunks the entry starts the app with (react-dom's
// client, then the router, i18n and the app shell). Other browsers read a comment.
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Gives the compile hint to every chunk an entry imports dynamically (src/main.tsx: react-dom/client, startApp). */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'acquisition-compile-hints',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      order: 'post', // after Vite's own first lines (__vite__mapDeps): the hint only counts as the file's first
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const started = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.dynamicImports));
        for (const chunk of chunks.filter((chunk) => started.has(chunk.fileName))) {
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (!chunk.map) continue;
          chunk.map.mappings = `;${chunk.map.mappings}`; // every line moved down by one
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = chunk.map.toString();
        }
      },
    },
  };
}
