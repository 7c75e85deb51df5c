// Translations in small chunks (scripts/i18n/translationSplit.ts), made from locales/<lang>/translation.json:
// - virtual:translations: language → loader of its core module (only these few loaders are in the app's code);
// - virtual:translations/<lang>: the language's core texts, and a loader per screen with texts of its own (each
//   page downloads its own language's list only);
// - virtual:translations/<lang>/<screen>: that screen's own texts.
// Chunks are named texts-<lang>-<core|screen>-<hash>.js. The split is computed from config once per build and again
// after an edit in development, so an edit of config/ shows on reload, and one of locales/ at once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import {
  parseTextsModuleId,
  readTranslationSplit,
  textsModuleId,
  textsOf,
  type TextsPart,
  type TranslationSplit,
} from '../i18n/translationSplit.ts';
import { TEXTS_CHANGED } from '../../src/i18n/textsChanged.ts';

const VIRTUAL_ID = 'virtual:translations';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

const loader = (lang: string, part: TextsPart) => `() => import(${JSON.stringify(textsModuleId(lang, part))})`;
const table = (entries: [string, string][]) =>
  `{\n${entries.map(([key, value]) => `  ${JSON.stringify(key)}: ${value}`).join(',\n')}\n}`;
/** A module whose default export is these texts; large ones through JSON.parse, quicker to run (as Vite's JSON). */
function textsModule(texts: unknown) {
  const json = JSON.stringify(texts);
  return `export default ${json.length > 10_000 ? `/* #__PURE__ */ JSON.parse(${JSON.stringify(json)})` : json};\n`;
}

// In development, an edit of the language's file reaches an open page in place, without reloading it: the module takes
// its new version and hands the texts to i18next (src/i18n/i18n.ts listens), and the page shows them at once.
const hotTexts = (lang: string) =>
  `if (import.meta.hot) import.meta.hot.accept((next) => next && dispatchEvent(new CustomEvent(${JSON.stringify(
    TEXTS_CHANGED,
  )}, { detail: { lang: ${JSON.stringify(lang)}, texts: next.default } })));\n`;

/** After an edit of what the split reads, the split and every bundle are made anew on the next request. */
function invalidateOnEdit(server: ViteDevServer, root: string, forget: () => void) {
  const watched = ['config', 'locales', 'src'].map((dir) => path.join(root, dir) + path.sep);
  server.watcher.on('all', (_event, file) => {
    if (!watched.some((dir) => file.startsWith(dir))) return;
    forget();
    for (const environment of Object.values(server.environments)) {
      const graph = environment.moduleGraph;
      for (const [id, module] of graph.idToModuleMap) {
        if (id === RESOLVED_ID || parseTextsModuleId(id)) graph.invalidateModule(module);
      }
    }
  });
}

export function translationsPlugin(): Plugin {
  let root = process.cwd();
  let serving = false;
  let split: Promise<TranslationSplit> | undefined; // read once per build, and again after an edit
  const splitNow = () => (split ??= readTranslationSplit(root));
  const localeFile = (lang: string) => path.join(root, 'locales', lang, 'translation.json');

  return {
    name: 'acquisition-translations',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
    },
    buildStart() {
      split = undefined;
    },
    resolveId: (id) => (id === VIRTUAL_ID || parseTextsModuleId(id) ? '\0' + id : undefined),
    async load(id) {
      if (id === RESOLVED_ID) {
        const { languages } = await splitNow();
        return `export const languageTexts = ${table(languages.map((lang) => [lang, loader(lang, 'core')]))};\n`;
      }
      const bundle = parseTextsModuleId(id);
      if (!bundle) return;
      const { ownScreens } = await splitNow();
      this.addWatchFile(localeFile(bundle.lang)); // in development, an edit reloads the page as the file's import did
      const texts = textsOf(JSON.parse(await readFile(localeFile(bundle.lang), 'utf8')), bundle.part, ownScreens);
      const hot = serving ? hotTexts(bundle.lang) : '';
      if (bundle.part !== 'core') return textsModule(texts) + hot;
      const screens = ownScreens.map((screen): [string, string] => [screen, loader(bundle.lang, { screen })]);
      return `${textsModule(texts)}export const screenTexts = ${table(screens)};\n${hot}`;
    },
    configureServer: (server) => invalidateOnEdit(server, root, () => (split = undefined)),
    // A chunk's name says which bundle it is.
    outputOptions(options) {
      const names = options.chunkFileNames;
      if (typeof names !== 'string') return;
      return {
        ...options,
        chunkFileNames: (chunk) => {
          const bundle = chunk.facadeModuleId ? parseTextsModuleId(chunk.facadeModuleId) : undefined;
          if (!bundle) return names;
          const part = bundle.part === 'core' ? 'core' : bundle.part.screen;
          return names.replace('[name]', `texts-${bundle.lang}-${part}`);
        },
      };
    },
  };
}
