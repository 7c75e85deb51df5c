/**
 * Mounts the mock backend on Vite's dev and preview servers, on the app's own origin:
 * its middleware runs before Vite's, and WebSocket upgrades of /graphql go to graphql-ws
 * (Vite's HMR socket, on the same server, is left alone).
 */
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

export function mockBackend(options: MockBackendOptions = optionsFromEnv()): Plugin {
  return {
    name: 'acquisition-mock-backend',
    configureServer(server) {
      const backend = attach(server, options);
      // Edits of config/experiments.json reach open A/B streams without a restart.
      server.watcher.add(PATHS.experiments);
      server.watcher.on('change', (file) => {
        if (file !== PATHS.experiments) return;
        try {
          backend.ab.reload();
        } catch (error) {
          server.config.logger.error(`[mock-server] ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    },
    configurePreviewServer(server) {
      attach(server, options);
    },
  };
}
