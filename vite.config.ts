import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay-lite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { mockBackend } from './mock-server/vitePlugin.ts';
import { appConfig as app } from './src/config/appConfig.ts';
import { LOCALE_COOKIE } from './src/i18n/languageCookies.ts';
import { inlineHeadScriptPlugin } from './scripts/vite/inlineHeadScriptPlugin.ts';
import { productionServer } from './scripts/vite/productionServer.ts';
import { fontPreloadPlugin } from './scripts/vite/fontPreloadPlugin.ts';
import { configImagesPlugin } from './scripts/vite/configImagesPlugin.ts';
import { translationsPlugin } from './scripts/vite/translationsPlugin.ts';
import { lazyConfigPartPlugin } from './scripts/vite/lazyConfigPartPlugin.ts';
import { REDIRECTED_REFERRER_KEY } from './src/platform/referrer/arrivalReferrer.ts';
import { devSurfacePlugin } from './scripts/vite/devSurfacePlugin.ts';
import { lazyMarkdownPlugin } from './scripts/vite/lazyMarkdownPlugin.ts';
import { compileHintsPlugin, HINTED_MODULES } from './scripts/vite/compileHintsPlugin.ts';
import { startChunkPlugin } from './scripts/vite/startChunkPlugin.ts';
import { RELAY_PACKAGES, WRAPPED_COMMONJS } from './scripts/vite/relayBuild.ts';
import { isolatedTests } from './scripts/vitest/isolatedTests.ts';

const TESTS = 'tests/**/*.test.{ts,tsx}';
const ISOLATED = isolatedTests('tests');

export default defineConfig(({ isSsrBuild }) => ({
  base: `${app.basePath}/`,
  publicDir: 'config/public',
  plugins: [
    react(),
    // Artifacts come from `npm run codegen`; the tag's import goes: an operation alone does not load Relay.
    // The Relay config of this project (relay.config.js beside this file), wherever the process started.
    relay({ codegen: false, omitTagImport: true, cwd: fileURLToPath(new URL('.', import.meta.url)) }),
    // GraphQL, defaults.json and the A/B service on the app's own origin (tests start their own).
    process.env.VITEST ? null : mockBackend(),
    // The gallery and QA console at /acquisition/__dev/: npm start, and a build only with DEV_SURFACE=1.
    devSurfacePlugin(app.basePath),
    // vite preview serves dist/ as a deployment would: prerendered pages, compression, caching, CSP.
    productionServer(app.basePath),
    inlineHeadScriptPlugin({
      basePath: app.basePath,
      languages: app.languages,
      defaultLanguage: app.defaultLanguage,
      cookieName: LOCALE_COOKIE,
      referrerKey: REDIRECTED_REFERRER_KEY,
    }),
    // Each language's core texts, and each screen's own texts, as chunks of their own (locales/ stays as written).
    translationsPlugin(),
    // The referrer deny's host lists load only when a visitor comes from another site (src/platform/referrer/).
    lazyConfigPartPlugin('config/app.json', 'deniedReferrers', 'virtual:denied-referrers'),
    // RJSF's Markdown parser, which no form uses, loads only if one does (src/forms/lazyMarkdown.tsx).
    lazyMarkdownPlugin(),
    configImagesPlugin('config/public'), // hero and brand images: AVIF, WebP, several widths
    // The app's start (react-dom, the router, i18n, the shell), Relay's runtime, the form runner and a code's page
    // compile off the main thread as they download.
    compileHintsPlugin(HINTED_MODULES),
    // Modules every page's start loads go in the app's start chunk, not in chunks of their own.
    startChunkPlugin(),
    // The faces of the first paint: headings and text (src/styles/fonts.css).
    fontPreloadPlugin(['cormorant-garamond-latin-500-normal.woff2', 'jost-latin-400-normal.woff2']),
  ],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  // The SSR build (src/entry-server.tsx, for scripts/prerender.ts) takes nothing of config/public/.
  build: {
    manifest: true,
    sourcemap: true,
    copyPublicDir: !isSsrBuild,
    // Relay's modules do nothing on import: a chunk that only names an operation (its artifact) does not load them.
    rollupOptions: {
      treeshake: { moduleSideEffects: (id) => !RELAY_PACKAGES.test(id) },
    },
    // Relay's CommonJS modules hoisted into one scope; every other package keeps its wrappers (relayBuild.ts).
    commonjsOptions: { strictRequires: WRAPPED_COMMONJS },
  },
  test: {
    environment: 'node',
    // The build's own tests read dist/ and run in the build's step of npm test (test:build); every other test runs
    // without a build (test:unit), sharing its worker's modules unless it replaces one (scripts/vitest/isolatedTests.ts).
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: [TESTS], exclude: ['tests/build/**', ...ISOLATED], isolate: false },
      },
      { extends: true, test: { name: 'unit-isolated', include: ISOLATED } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.{ts,tsx}'] } },
    ],
  },
}));
