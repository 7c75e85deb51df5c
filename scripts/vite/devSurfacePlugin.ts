// The dev surface (src/devSurface/: the gallery and the QA console) at <base>/__dev/: served by `npm start`, and
// built into dist/ only when DEV_SURFACE=1 (a review deployment); the default build holds nothing of it. In
// development <base>/__dev/state.json answers its data fresh after each edit (the entries through Vite's module
// graph, the problems from the same checks as `npm run check:config`), and each edit of config/, locales/ or the
// catalogue is announced to open galleries ('dev-surface:changed'), which read it again without reloading. The
// gallery's edits of config/ and locales/ go through <base>/__dev/edit/… (devSurface/editEndpoints.ts), here only.
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { SurfaceState } from '../../src/devSurface/entries/dimensions.ts';
import type * as StateModule from '../../src/devSurface/entries/surfaceState.ts';
import { checkConfig } from '../config-check/check.ts';
import { readConfigTree } from '../config-check/tree.ts';
import { editEndpoints } from './devSurface/editEndpoints.ts';
import { editService } from './devSurface/editService.ts';

export const DEV_SURFACE_SEGMENT = '__dev';
export const DEV_SURFACE_HTML = 'src/devSurface/index.html';
const STATE_MODULE = '/src/devSurface/entries/surfaceState.ts';
const WATCHED = /[/\\](config|locales)[/\\]|scenarios\.json$/;

export const isDevSurfaceBuild = () => process.env.DEV_SURFACE === '1';

const sendJson = (res: ServerResponse, body: unknown) =>
  res
    .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

async function freshState(server: ViteDevServer, last: { state?: Omit<SurfaceState, 'problems' | 'stale'> }) {
  const problems = checkConfig(await readConfigTree(server.config.root));
  try {
    const module = (await server.ssrLoadModule(STATE_MODULE)) as typeof StateModule;
    last.state = module.surfaceState();
    return { ...last.state, problems, stale: false };
  } catch (error) {
    // A file that is not JSON (or not what the code expects): the last good entries, the problems say why.
    server.config.logger.warn(`[dev surface] ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return { basePath: '', languages: [], entries: [], scenarios: [], ...last.state, problems, stale: true };
  }
}

export function devSurfacePlugin(basePath: string): Plugin {
  const prefix = `${basePath}/${DEV_SURFACE_SEGMENT}`;
  const isSurfacePath = (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return {
    name: 'acquisition-dev-surface',
    config(_, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild || !isDevSurfaceBuild()) return;
      return { build: { rollupOptions: { input: { main: 'index.html', devSurface: DEV_SURFACE_HTML } } } };
    },
    configureServer(server) {
      const last: { state?: Omit<SurfaceState, 'problems' | 'stale'> } = {};
      const protocol = server.config.server.https ? 'https' : 'http';
      server.middlewares.use(editEndpoints(prefix, editService(server.config.root), protocol));
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        if (!isSurfacePath(pathname) || req.method !== 'GET') return next();
        const answer =
          pathname === `${prefix}/state.json`
            ? freshState(server, last).then((state) => sendJson(res, state))
            : server
                .transformIndexHtml(
                  req.url ?? prefix,
                  readFileSync(path.join(server.config.root, DEV_SURFACE_HTML), 'utf8'),
                )
                .then((html) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
        answer.catch(next);
      });
      const announce = (file: string) =>
        WATCHED.test(file) && server.ws.send({ type: 'custom', event: 'dev-surface:changed' });
      server.watcher.on('change', announce).on('add', announce).on('unlink', announce);
    },
    configurePreviewServer(server) {
      // A review build (DEV_SURFACE=1): its page for every path below the prefix; the default build has none.
      const built = path.join(server.config.root, server.config.build.outDir, DEV_SURFACE_HTML);
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        if (!isSurfacePath(pathname) || !existsSync(built)) return next();
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(built));
      });
    },
  };
}
