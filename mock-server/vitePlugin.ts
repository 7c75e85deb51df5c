/**
 * Mounts the mock backend on Vite's dev and preview servers, on the app's own origin:
 * its middleware runs before Vite's, and WebSocket upgrades of /graphql go to graphql-ws
 * (Vite's HMR socket, on the same server, is left alone).
 */
import { watch } from 'node:fs';
import path from 'node:path';
import type { PreviewServer, Plugin, ViteDevServer } from 'vite';
import { createMockBackend, type MockBackend } from './backend.ts';
import { optionsFromEnv, type MockBackendOptions } from './base/options.ts';
import { PATHS } from './base/paths.ts';

function attach(server: ViteDevServer | PreviewServer, options: MockBackendOptions): MockBackend {
  const backend = createMockBackend(options);
  // Called in the hook itself, not in a returned function, so it runs before Vite's middlewares.
  server.middlewares.use(backend.middleware);
  server.httpServer?.on('upgrade', (request, socket, head) => backend.handleUpgrade(request, socket, head));
  server.httpServer?.on('close', () => void backend.close());
  return backend;
}

/** Files the running mock reads again when they change: the A/B service's experiments and the scenario catalogue. */
function watchedFiles(backend: MockBackend): Record<string, () => void> {
  return { [PATHS.experiments]: () => backend.ab.reload(), [PATHS.scenarios]: () => backend.reloadCatalogue() };
}

/** An edit reaches the running mock without a restart (an invalid file is logged, and the last good one kept). */
function reload(server: ViteDevServer | PreviewServer, read: () => void) {
  try {
    read();
  } catch (error) {
    server.config.logger.error(`[mock-server] ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function mockBackend(options: MockBackendOptions = optionsFromEnv()): Plugin {
  return {
    name: 'acquisition-mock-backend',
    configureServer(server) {
      const files = watchedFiles(attach(server, options));
      server.watcher.add(Object.keys(files));
      // A file replaced by a rename (the gallery's writes, many editors') may count as added.
      for (const event of ['change', 'add'] as const)
        server.watcher.on(event, (file) => files[file] && reload(server, files[file]));
    },
    configurePreviewServer(server) {
      const files = watchedFiles(attach(server, options));
      // Preview has no file watcher of its own: the folders are watched, so a file an editor replaces still counts.
      const pending = new Map<string, ReturnType<typeof setTimeout>>();
      const watchers = [...new Set(Object.keys(files).map((file) => path.dirname(file)))].map((folder) =>
        watch(folder, (_event, name) => {
          const file = name && path.join(folder, name);
          if (!file || !files[file]) return;
          clearTimeout(pending.get(file));
          pending.set(
            file,
            setTimeout(() => reload(server, files[file]!), 50),
          );
        }),
      );
      server.httpServer?.on('close', () => watchers.forEach((watcher) => watcher.close()));
    },
  };
}
