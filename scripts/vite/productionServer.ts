// `vite preview` as a real deployment serves the build: prerendered pages by URL (dist/prerendered.json),
// precompressed files (br, gzip), immutable caching of hashed assets, a strict Content-Security-Policy, and a
// redirect to the 404 page of the URL's language for what does not exist (as the app itself does), and the
// redirect of a form a browser without JavaScript sent. The mock backend is another plugin.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchPath } from 'react-router';
import type { Plugin } from 'vite';
import { splitLanguagePrefix } from '../../src/config/routeTable.ts';
import { passesValidation } from '../../src/shared/paramValidation.ts';
import { formRedirectLocation } from '../prerender/formRedirects.ts';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../prerender/manifest.ts';
import { needsAddress, pageAtAddress } from '../prerender/pageAtAddress.ts';
import { IMMUTABLE, pageHeaders, SHORT_LIVED } from '../prerender/responseHeaders.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

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

/** Whether Accept-Encoding allows this coding (named with a quality above 0). */
const accepts = (header: string, coding: string) =>
  header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

function write(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  [encoding, body]: [string, Buffer],
  headers: Record<string, string>,
) {
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A file of dist/, precompressed as the request accepts. */
function send(request: IncomingMessage, response: ServerResponse, file: string, headers: Record<string, string>) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, suffix] = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([name, suffix]) => accepts(accepted, name!) && isFile(file + suffix)) ?? ['', ''];
  write(request, response, file, [encoding!, readFileSync(file + suffix)], headers);
}

/** A page made for its address (pageAtAddress.ts), compressed as it is sent: a quick brotli, as a CDN's. */
function sendAtAddress(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  address: URL,
  headers: Record<string, string>,
) {
  const html = Buffer.from(pageAtAddress(readFileSync(file, 'utf8'), address));
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const quick = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
  const compressed: [string, Buffer] = accepts(accepted, 'br')
    ? ['br', brotliCompressSync(html, quick)]
    : accepts(accepted, 'gzip')
      ? ['gzip', gzipSync(html)]
      : ['', html];
  write(request, response, file, compressed, headers);
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
        const { pathname, searchParams } = new URL(request.url ?? '/', 'http://localhost');
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
        const address = new URL(request.url ?? '/', 'http://localhost');
        if (page && needsAddress(address, page.template)) {
          return sendAtAddress(request, response, path.join(dist, page.file), address, forPages);
        }
        if (page) return send(request, response, path.join(dist, page.file), forPages);
        // As the app does for a path it does not know: the 404 page of the path's language.
        const { lang } = splitLanguagePrefix(pathname.slice(basePath.length) || '/');
        response.writeHead(302, { location: manifest.notFound[lang ?? ''] ?? manifest.notFound['']! }).end();
      });
    },
  };
}
