// `vite preview` as a real deployment serves the build: prerendered pages by URL (dist/prerendered.json), each made
// right for its address where it was rendered for another (a code's template, a query: pageAtAddress.ts),
// precompressed files (br, gzip), immutable caching of hashed assets, a strict Content-Security-Policy, and a
// redirect to the 404 page of the URL's language for what does not exist (as the app itself does), and the
// redirect of a form a browser without JavaScript sent. The mock backend is another plugin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import type { Plugin } from 'vite';
import { splitLanguagePrefix } from '../../src/navigation/routeTable.ts';
import { notFoundLocation } from '../../src/shared/askedAddress.ts';
import { passesValidation } from '../../src/shared/paramValidation.ts';
import { formRedirectLocation } from '../prerender/formRedirects.ts';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../prerender/manifest.ts';
import { needsAddress } from '../prerender/pageAtAddress.ts';
import { IMMUTABLE, pageHeaders, SHORT_LIVED } from '../prerender/responseHeaders.ts';
import { isFile, send, sendAtAddress } from './sendFile.ts';

/** The page a URL path is: a prerendered one, else a template whose pattern it matches; undefined: none. */
function pageFor(manifest: PrerenderManifest, pathname: string): { file: string; template: boolean } | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const file = manifest.pages[trimmed] ?? manifest.pages[`${trimmed}/`];
  if (file) return { file, template: false };
  for (const { pattern, file, validate } of manifest.templates) {
    const match = matchPath({ path: pattern, end: true }, trimmed);
    const value = validate && match?.params[validate.param];
    if (match && (!value || passesValidation(value, validate!))) return { file, template: true };
  }
  return undefined; // as the app's route loader judges it: no page (its language's 404 page)
}

export function productionServer(basePath: string): Plugin {
  return {
    name: 'acquisition-production-server',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      const manifestFile = path.join(dist, PRERENDER_MANIFEST);
      if (!isFile(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first.`);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
      const forPages = pageHeaders(manifest);
      // Called here, not in a returned function: it answers before Vite's own static files and SPA fallback.
      server.middlewares.use((request, response, next) => {
        const address = new URL(request.url ?? '/', 'http://localhost');
        const { pathname, searchParams } = address;
        if (!['GET', 'HEAD'].includes(request.method ?? '') || !`${pathname}/`.startsWith(`${basePath}/`)) {
          return next();
        }
        // A form a browser without JavaScript sent: to the page it opens; a word members type: where it leads.
        const trimmed = pathname.replace(/\/$/, '');
        const form = manifest.formRedirects.find((redirect) => redirect.path === trimmed);
        if (form) return void response.writeHead(302, { location: formRedirectLocation(form, searchParams) }).end();
        const alias = manifest.aliases[trimmed];
        if (alias) return void response.writeHead(302, { location: alias }).end();
        let relative: string;
        try {
          relative = decodeURIComponent(pathname.slice(basePath.length));
        } catch {
          return void response.writeHead(400).end(); // not a valid URL path
        }
        const inBuild = path.join(dist, relative);
        const inside = path.relative(dist, inBuild);
        if (inside.startsWith('..') || path.isAbsolute(inside)) return void response.writeHead(404).end(); // outside dist/
        if (path.extname(pathname) && pathname !== `${basePath}/${PRERENDER_MANIFEST}`) {
          if (!isFile(inBuild)) return next();
          // Hashed names change with their content; an HTML file is a page, whatever URL names it.
          if (pathname.endsWith('.html')) return send(request, response, inBuild, forPages);
          const hashed = pathname.startsWith(`${basePath}/assets/`);
          return send(request, response, inBuild, { 'cache-control': hashed ? IMMUTABLE : SHORT_LIVED });
        }
        const page = pageFor(manifest, pathname);
        if (page && needsAddress(address, page.template)) {
          return sendAtAddress(request, response, path.join(dist, page.file), address, forPages);
        }
        if (page) return send(request, response, path.join(dist, page.file), forPages);
        // As the app does for a path it does not know: the 404 page of the path's language.
        const { lang } = splitLanguagePrefix(pathname.slice(basePath.length) || '/');
        const notFound = manifest.notFound[lang ?? ''] ?? manifest.notFound['']!;
        response.writeHead(302, { location: notFoundLocation(notFound, pathname) }).end();
      });
    },
  };
}
