// `vite preview` as a real deployment serves the build: prerendered pages by URL (dist/prerendered.json),
// precompressed files (br, gzip), immutable caching of hashed assets, a strict Content-Security-Policy, and a
// redirect to the 404 page of the URL's language for what does not exist (as the app itself does). The mock backend is another plugin.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { matchPath } from 'react-router';
import type { Plugin } from 'vite';
import { splitLanguagePrefix } from '../../src/config/routeTable.ts';
import { contentSecurityPolicy } from '../prerender/contentSecurityPolicy.ts';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../prerender/manifest.ts';

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
function pageFor(manifest: PrerenderManifest, pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (
    manifest.pages[trimmed] ??
    manifest.pages[`${trimmed}/`] ??
    manifest.templates.find(({ pattern }) => matchPath({ path: pattern, end: true }, trimmed))?.file
  );
}

function send(request: IncomingMessage, response: ServerResponse, file: string, status: number, headers: object) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([name, suffix]) => accepted.includes(name!) && isFile(file + suffix));
  const body = readFileSync(encoding ? file + encoding[1] : file);
  response.writeHead(status, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
    ...(encoding ? { 'content-encoding': encoding[0] } : {}),
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function productionServer(basePath: string): Plugin {
  return {
    name: 'acquisition-production-server',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      const manifestFile = path.join(dist, PRERENDER_MANIFEST);
      if (!isFile(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first.`);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
      const pageHeaders = {
        'cache-control': 'no-cache',
        'content-security-policy': contentSecurityPolicy(manifest),
        'referrer-policy': 'strict-origin-when-cross-origin',
      };
      // Called here, not in a returned function: it answers before Vite's own static files and SPA fallback.
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        if (!['GET', 'HEAD'].includes(request.method ?? '') || !`${pathname}/`.startsWith(`${basePath}/`)) {
          return next();
        }
        const inBuild = path.join(dist, decodeURIComponent(pathname.slice(basePath.length)));
        if (!inBuild.startsWith(dist)) return next();
        if (path.extname(pathname) && pathname !== `${basePath}/${PRERENDER_MANIFEST}`) {
          if (!isFile(inBuild)) return next();
          const hashed = pathname.startsWith(`${basePath}/assets/`); // file names change with their content
          const cache = hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
          return send(request, response, inBuild, 200, { 'cache-control': cache });
        }
        const page = pageFor(manifest, pathname);
        if (page) return send(request, response, path.join(dist, page), 200, pageHeaders);
        // As the app does for a path it does not know: the 404 page of the path's language.
        const { lang } = splitLanguagePrefix(pathname.slice(basePath.length) || '/');
        response.writeHead(302, { location: manifest.notFound[lang ?? ''] ?? manifest.notFound['']! }).end();
      });
    },
  };
}
