// Modules the app's start chunk carries although startApp does not import them. Each is shared by chunks loaded on
// demand, so the bundler would give it a chunk of its own, yet a page's first seconds load it anyway: the experiments'
// state (every page starts A/B testing), and on a code's registration page the code check's request, its failure
// notice, the social sign-up kept for the code and the code errors' outcomes. A chunk costs the main thread a compile
// and an evaluation task of its own, some 5–25 ms of Lighthouse's main-thread work each (docs/measurements.md); their
// bytes, about 3 kB gzip, come with every page. What the app's start needs itself it imports.
// A bundling decision, so it lives here and not in the source tree: the build appends a re-export of each to the
// start module (the modules do nothing on import; the re-exports only keep them in its chunk).
import path from 'node:path';
import type { Plugin } from 'vite';

export const START_MODULE = 'src/routing/startApp.tsx';

export const START_CHUNK_MODULES = [
  'src/platform/countryHints.ts',
  'src/experiments/experimentState.ts',
  'src/relay/backendFetch.ts',
  'src/relay/authorization.ts',
  'src/relay/RequestErrorNotice.tsx',
  'src/social/socialIdentity.ts',
  'src/outcomes/outcomeRules.ts',
] as const;

export function startChunkPlugin(): Plugin {
  let startModule = '';
  let carried = '';
  return {
    name: 'acquisition-start-chunk',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved({ root }) {
      startModule = path.join(root, START_MODULE);
      carried = START_CHUNK_MODULES.map(
        (module, i) => `export * as __startChunk${i} from ${JSON.stringify(path.join(root, module))};`,
      ).join('\n');
    },
    transform(code, id) {
      if (id !== startModule) return undefined;
      // Lines added at the end move no code: the module's source map stays as it is.
      return { code: `${code}\n${carried}\n`, map: null };
    },
  };
}
