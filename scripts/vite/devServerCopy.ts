// The dev surface lives in the dev server (`npm start`), not in the production build the rest of e2e drives: its
// spec starts one itself, on E2E_PORT + 1000, only when it runs (a webServer would start for every run). The server
// runs on a copy of the project in a temporary folder: the spec edits config/, locales/ and the mock's catalogue
// there, and the working tree stays as it is, even when a run is killed halfway.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

export const DEV_PORT = Number(process.env.E2E_PORT ?? 4173) + 1000;
export const devOrigin = `http://localhost:${DEV_PORT}`;

/** What the dev server reads: the app, its config and texts, the mock, the build's plugins, how the gallery's edits
 * lay out a file (prettier's config). */
const COPIED = [
  'index.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
  'relay.config.js',
  '.prettierrc.json',
].concat(['src', 'config', 'locales', 'schema', 'mock-server', 'scripts']);

export interface DevServer {
  /** The copy's folder: a path of the project (e.g. `config/app.json`) is a path below it. */
  project: string;
  close(): Promise<void>;
}

export async function startDevServer(): Promise<DevServer> {
  const project = mkdtempSync(path.join(tmpdir(), 'acquisition-dev-surface-'));
  for (const entry of COPIED) cpSync(entry, path.join(project, entry), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'));
  let server: ViteDevServer | undefined;
  try {
    server = await createServer({
      root: project,
      configFile: path.join(project, 'vite.config.ts'),
      // Its own optimized dependencies: through the node_modules link it would share npm start's folder, which the
      // npm-start project's server (another root) optimizes for itself at the same time, and each would find the
      // other's files outdated (504 Outdated Optimize Dep, a page that never starts).
      cacheDir: path.join(project, '.vite'),
      logLevel: 'warn',
      server: {
        port: DEV_PORT,
        strictPort: true,
        fs: { allow: [project, path.resolve('node_modules')] },
        warmup: { clientFiles: ['./src/main.tsx', './src/devSurface/main.tsx'] },
      },
    });
    await server.listen();
  } catch (error) {
    rmSync(project, { recursive: true, force: true });
    throw error;
  }
  return {
    project,
    async close() {
      await server.close();
      rmSync(project, { recursive: true, force: true });
    },
  };
}
