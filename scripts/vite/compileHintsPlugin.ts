// V8's explicit compile hint (Chrome 136 on): a script whose first line is this comment is compiled whole while it
// streams in, off the main thread, instead of function by function on the main thread as each is first called.
// It pays for code that mostly runs while a page loads: the chunks the app's entry starts the app with (react-dom's
// client, then the router, i18n and the shell), and the chunks of the modules named below. Other browsers read a
// comment.
import path from 'node:path';
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { RELAY_RUNTIME_MODULE } from './relayBuild.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Modules a page runs as it hydrates, beyond the app's start: Relay's runtime (a code's page), the form runner with
 * RJSF (every page with a form, the start page's code entry too) and a code's registration page. Measured with
 * `npm run bench:profile` (12 + 12 loads, CPU ×4, both orders): the form runner's and the registration page's hints
 * took 15–16 ms off a code's page and 8–29 ms off the start page (docs/measurements.md). */
export const HINTED_MODULES = [
  RELAY_RUNTIME_MODULE,
  'src/forms/FormRunner.tsx',
  'src/blocks/invitation/RegistrationPage.tsx',
] as const;

/** Gives the compile hint to every chunk the app's entry (index.html: src/main.tsx) imports dynamically, and to the
 * chunk of each module named (paths from the project's root). */
export function compileHintsPlugin(alsoChunksOf: readonly string[] = []): Plugin {
  let appEntry = '';
  let alsoModules: string[] = [];
  return {
    name: 'acquisition-compile-hints',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      appEntry = path.join(config.root, 'index.html'); // not the dev surface's entry (npm run build:review)
      alsoModules = alsoChunksOf.map((module) => path.join(config.root, module));
    },
    generateBundle: {
      // After Vite's own hooks, which put `__vite__mapDeps` first: the hint goes before it, as only a first line counts.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === appEntry);
        if (!entry) throw new Error(`compileHintsPlugin: no chunk for ${appEntry}`);
        const hinted = chunks.filter(
          (chunk) =>
            entry.dynamicImports.includes(chunk.fileName) ||
            alsoModules.some((module) => chunk.moduleIds.includes(module)),
        );
        for (const module of alsoModules) {
          if (!chunks.some((chunk) => chunk.moduleIds.includes(module)))
            throw new Error(`compileHintsPlugin: no ${module}`);
        }
        for (const chunk of hinted) {
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
