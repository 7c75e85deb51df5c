// After `vite build` (the browser's bundles) and `vite build --ssr` (src/entry-server.tsx): writes every page
// of the site as HTML into dist/, each hydrated by the same bundles, and what a server needs to serve them
// (dist/prerendered.json: pages, templates, 404 pages, the inline script's CSP hash), precompressed.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appConfig } from '../src/config/appConfig.ts';
import { routeById, routePath } from '../src/navigation/routeById.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import { readTranslationSplit, textsModuleId } from './i18n/translationSplit.ts';
import { aliasRedirects } from './prerender/aliasRedirects.ts';
import { compressFolder } from './prerender/compress.ts';
import { formRedirects } from './prerender/formRedirects.ts';
import { pageHtml } from './prerender/pageHtml.ts';
import { pagesToRender } from './prerender/pagesToRender.ts';
import { pageWeigher } from './prerender/pageWeight.ts';
import { headersFile, redirectsFile } from './prerender/staticHostFiles.ts';
import { PRERENDER_MANIFEST, type PrerenderManifest } from './prerender/manifest.ts';
import { isDevSurfaceBuild } from './vite/devSurfacePlugin.ts';

const DIST = path.resolve('dist');
const entryServer = pathToFileURL(path.resolve('dist-ssr/entry-server.js')).href;
const { renderPage } = (await import(entryServer)) as { renderPage: (path: string) => Promise<RenderedPage> };
// dist/index.html is Vite's page shell until the landing page is written over it: it is kept beside the SSR build.
const TEMPLATE = path.resolve('dist-ssr/index.html');
if (!existsSync(TEMPLATE)) copyFileSync(path.join(DIST, 'index.html'), TEMPLATE);
const template = readFileSync(TEMPLATE, 'utf8');
const viteManifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;

// Read once per language, not once per page.
const noscriptNotices = new Map<string, string>();
const noscriptNotice = (lang: string) => {
  if (!noscriptNotices.has(lang)) {
    const file = path.resolve('locales', lang, 'translation.json');
    noscriptNotices.set(lang, (JSON.parse(readFileSync(file, 'utf8')) as { noscript: string }).noscript);
  }
  return noscriptNotices.get(lang)!;
};

const chunkOf = (source: string) => {
  const chunk = viteManifest[source];
  if (!chunk) throw new Error(`${source} is not in the build's manifest.`);
  return `${appConfig.basePath}/${chunk.file}`;
};

// A page's translations: its language's core texts, and its screen's own texts if it has any.
const { ownScreens } = await readTranslationSplit(process.cwd());
// A template serves a code's pages (the landing slug): it hydrates the registration page, on demand elsewhere.
const TEMPLATE_MODULES = ['src/blocks/invitation/RegistrationPage.tsx'];
const textsOfPage = (lang: string, screen: string) => [
  chunkOf(textsModuleId(lang, 'core')),
  ...(ownScreens.includes(screen) ? [chunkOf(textsModuleId(lang, { screen }))] : []),
];

// What React reports while rendering (a component touching `window`, a hydration hazard) fails the build.
const reported: string[] = [];
console.error = (...args: unknown[]) => void reported.push(args.map(String).join(' '));

const manifest: PrerenderManifest = {
  pages: {},
  templates: [],
  notFound: {},
  aliases: aliasRedirects(),
  formRedirects: formRedirects(),
  scriptHashes: [],
  styleHashes: [],
  framedBy: isDevSurfaceBuild() ? 'self' : 'none',
};
const styles = Object.fromEntries(
  [...template.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)">/g)].map(([, href]) => [
    href!,
    readFileSync(path.join(DIST, href!.slice(appConfig.basePath.length)), 'utf8').trim(),
  ]),
);
const started = performance.now();

for (const page of pagesToRender()) {
  const rendered = await renderPage(page.path);
  if (reported.length > 0) throw new Error(`Prerendering ${page.path} reported:\n${reported.join('\n')}`);
  if (rendered.kind !== 'page' || rendered.status >= 500) {
    throw new Error(`Prerendering ${page.path} failed: ${JSON.stringify({ ...rendered, html: undefined })}`);
  }
  const route = routeById(rendered.configRouteId!);
  const html = pageHtml(template, rendered, {
    // What the browser needs before it hydrates: the page's translations and screen (its loaders load them).
    preload: [
      ...textsOfPage(rendered.lang, route.screen),
      chunkOf(`config/screens/${route.screen}.json`),
      ...(page.pattern ? TEMPLATE_MODULES.map(chunkOf) : []),
    ],
    styles,
    noscript: noscriptNotice(rendered.lang),
  });
  const file = path.join(DIST, page.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  if (page.pattern) {
    const { validate } = route;
    manifest.templates.push({ pattern: page.pattern, file: page.file, ...(validate ? { validate } : {}) });
  } else manifest.pages[page.path] = page.file;
  if (route.id === appConfig.routes.notFound) manifest.notFound[page.prefix ?? ''] = page.path;
}

// What the pages hold inline (the language redirect, the style sheet): the Content-Security-Policy allows it by hash.
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
manifest.scriptHashes = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]!));
manifest.styleHashes = Object.values(styles).map(sha256);
writeFileSync(path.join(DIST, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
// What a static host needs: the headers and rules the production server applies, and a 404 page.
writeFileSync(path.join(DIST, '_headers'), headersFile(appConfig.basePath, manifest));
writeFileSync(path.join(DIST, '_redirects'), redirectsFile(manifest, appConfig.basePath));
copyFileSync(path.join(DIST, manifest.pages[manifest.notFound['']!]!), path.join(DIST, '404.html'));
const compressed = compressFolder(DIST);
// The weights tests/build/budgets.test.ts checks, for the record (from the .gz files just written).
const weigh = pageWeigher(DIST, appConfig.basePath);
const weights = Object.entries(manifest.pages).map(([url, file]) => ({
  url,
  ...weigh(readFileSync(path.join(DIST, file), 'utf8')),
}));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const landingWeight = weights.find((w) => w.url === appConfig.basePath + routePath(appConfig.routes.start, undefined))!;
const heaviest = weights.reduce((a, b) => (b.hydration > a.hydration ? b : a));

const pages = Object.keys(manifest.pages).length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `prerender: ${pages} pages and ${manifest.templates.length} templates in ${seconds} s; ${compressed} files precompressed (br, gzip)`,
);
console.log(
  `page weight (gzip): landing first paint ${kB(landingWeight.firstPaint)}, hydration ${kB(landingWeight.hydration)}; ` +
    `heaviest page ${heaviest.url}: ${kB(heaviest.firstPaint)}, ${kB(heaviest.hydration)}`,
);
