/** A mock backend on its own HTTP server: used by index.ts (npm run mock) and the integration tests. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockBackend, type MockBackend } from './backend.ts';
import type { MockBackendOptions } from './base/options.ts';

export interface RunningMockServer {
  backend: MockBackend;
  server: Server;
  /** http://host:port without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

export async function listenMockServer(
  port = 0,
  host = '127.0.0.1',
  options: MockBackendOptions = {},
): Promise<RunningMockServer> {
  const backend = createMockBackend(options);
  const server = createServer((req, res) =>
    backend.middleware(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not a mock backend path.\n');
    }),
  );
  // Nobody else serves upgrades here: refuse what the backend does not take.
  server.on('upgrade', (req, socket, head) => backend.handleUpgrade(req, socket, head) || socket.destroy());
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    backend,
    server,
    url: `http://${host}:${actualPort}`,
    close: async () => {
      await backend.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
