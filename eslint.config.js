import { readdirSync } from 'node:fs';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports in src/ flow one way: a folder may import itself and the folders listed before it, never one
// listed after it (relay and platform never import blocks, …), so no two folders import each other.
export const layers = [
  'config',
  'shared',
  'platform',
  'i18n',
  'settings',
  'navigation',
  'visitor',
  'relay',
  'social',
  'variants',
  'experiments',
  'outcomes',
  'actions',
  'render',
  // The form runtime: the sources of a value, the hand-over from HTML to React, the submit and its outcome.
  'forms',
  'layouts',
  'blocks',
  'routing',
  'main.tsx',
  // The dev surface (gallery, QA console) reads the app; the app never imports it, so no bundle of it holds any.
  'devSurface',
];

/** Zones keeping each folder of `root` (src, mock-server) from the folders listed after it, and from `above`. */
const oneWayZones = (root, folders, above = []) =>
  folders
    .map((folder, i) => ({
      target: `./${root}/${folder}`,
      from: [...folders.slice(i + 1).map((later) => `./${root}/${later}`), ...above],
      message: `${root}/${folder} may only import folders listed before it in eslint.config.js.`,
    }))
    .filter((zone) => zone.from.length > 0);

// Config has one door in code: src/config/ imports its JSON, typed by the generated types; the rest imports that.
const configDoorZone = {
  target: ['./src/!(config)/**', './src/*.{ts,tsx}', './scripts', './mock-server', './tests', './e2e', './*.{ts,js}'],
  from: './config',
  message: 'Read config through src/config/ (its one door, typed), not its files.',
};

// The form runtime is one room with two doors: the runner a form block loads, and the data a page gives its forms.
// What is behind them is the runtime's own.
const formRuntimeZone = {
  target: ['./src/!(forms)/**', './src/*.{ts,tsx}'],
  from: './src/forms',
  except: ['./FormRunner.tsx', './values/formPageData.ts'],
  message: 'Outside src/forms/, use its entries: FormRunner.tsx, values/formPageData.ts.',
};

const layerZones = [
  ...oneWayZones('src', layers),
  configDoorZone,
  formRuntimeZone,
  // What runs in the browser (and its prerender) stands on src/ alone: a rule a script also needs lives in src/shared.
  {
    target: './src',
    from: ['./scripts', './e2e', './tests'],
    message: 'src/ imports neither scripts/ nor the tests: put a rule both need in src/shared/.',
  },
];

// Beyond src/: the mock backend uses nothing of the app but the rules both judge by (src/shared) and config's doors
// they read (src/config), and the build
// scripts and the mock backend do not import each other (each is started on its own; config/ and schema/ are data
// they both read).
const boundaryZones = [
  {
    target: './mock-server',
    from: './src',
    except: ['./shared', './config'],
    message: 'mock-server/ may import only src/shared/ and src/config/ of the app (the rules both judge by, config).',
  },
  {
    target: './mock-server',
    from: ['./scripts', './tests', './e2e'],
    message: 'mock-server/ stands on its own: it imports neither scripts/ nor the tests.',
  },
  {
    target: './scripts',
    from: './mock-server',
    // The catalogue's generated types describe the data files scripts read.
    except: ['./__generated__'],
    message: 'scripts/ does not import mock-server/: read its data files (mock-server/scenarios.json) instead.',
  },
  // The tests use the scripts (the gallery's edit service, the config check), never the other way round.
  {
    target: './scripts',
    from: ['./e2e', './tests'],
    message: 'scripts/ does not import the tests: a helper both need lives in scripts/ (or src/shared/).',
  },
];

// The mock backend flows one way too: its leaf helpers at the bottom, the entry files (backend.ts, server.ts, …) on
// top; a folder imports only itself and those listed before it (generated code and src/shared from anywhere).
export const mockLayers = ['base', 'scenarios', 'store', 'auth', 'oidc', 'social', 'rules', 'ab', 'graphql', 'http'];
const mockEntryFiles = readdirSync(new URL('./mock-server', import.meta.url))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => `./mock-server/${name}`);
const mockLayerZones = oneWayZones('mock-server', mockLayers, mockEntryFiles);

const importSettings = {
  'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  'import-x/extensions': ['.ts', '.tsx'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', '**/__generated__', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // A rule switched off says why, on its line (`-- <why>`); a disable that disables nothing goes.
  {
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unused-disable': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'import-x': importX, relay },
    settings: importSettings,
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...relay.configs['ts-strict'].rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      // Pages are prerendered: what renders reads the URL through src/navigation/renderedUrl.ts, which keeps
      // the first render in the browser equal to the HTML the build wrote.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['useSearchParams', 'useLocation'],
              message:
                'Use useRenderedSearch or useRenderedLocation of src/navigation/renderedUrl.ts: they are hydration-safe.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/navigation/renderedUrl.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['mock-server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...mockLayerZones, configDoorZone] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['tests/**', 'e2e/**', '*.{ts,js}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [configDoorZone] }] },
  },
  {
    // Small files, one idea each, and functions one can read at once (tests and their tables may be longer).
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 150 }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['scripts/**', 'mock-server/**', 'tests/**', 'e2e/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
