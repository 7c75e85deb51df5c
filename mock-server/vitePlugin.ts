/**
 * Mounts the mock backend on Vite's dev and preview servers, on the app's own origin:
 * its middleware runs before Vite's, and WebSocket upgrades of /graphql go to graphql-ws
 * (Vite's HMR socket, on the same server, is left alone).
 */
import { watch } from 'node:fs';
import path from 'node:path';
import type { PreviewServer, Plugin, ViteDevServer } from 'vite';
import { createMockBackend, type MockBackend } from './backend.ts';
import { optionsFromEnv, type MockBackendOptions } from './options.ts';
import { PATHS } from './paths.ts';

function attach(server: ViteDevServer | PreviewServer, options: MockBackendOptions): MockBackend {
  const backend = createMockBackend(options);
  // Called in the hook itself, not in a returned function, so it runs before Vite's middlewares.
  server.middlewares.use(backend.middleware);
  server.httpServer?.on('upgrade', (request, socket, head) => backend.handleUpgrade(request, socket, head));
  server.httpServer?.on('close', () => void backend.close());
  return backend;
}

/** Edits of config/experiments.json reach open A/B streams without a restart (an invalid file is logged, not served). */
function reloadExperiments(server: ViteDevServer | PreviewServer, backend: MockBackend) {
  try {
    backend.ab.reload();
  } catch (error) {
    server.config.logger.error(`[mock-server] ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function mockBackend(options: MockBackendOptions = optionsFromEnv()): Plugin {
  return {
    name: 'acquisition-mock-backend',
    configureServer(server) {
      const backend = attach(server, options);
      server.watcher.add(PATHS.experiments);
      server.watcher.on('change', (file) => file === PATHS.experiments && reloadExperiments(server, backend));
    },
    configurePreviewServer(server) {
      const backend = attach(server, options);
      // Preview has no file watcher of its own: the folder is watched, so a file an editor replaces still counts.
      let pending: ReturnType<typeof setTimeout> | undefined;
      const watcher = watch(path.dirname(PATHS.experiments), (_event, name) => {
        if (name !== path.basename(PATHS.experiments)) return;
        clearTimeout(pending);
        pending = setTimeout(() => reloadExperiments(server, backend), 50);
      });
      server.httpServer?.on('close', () => watcher.close());
    },
  };
}
