/** One mock server per test file, on a free port, reset before each test. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { MockBackendOptions } from '../../../mock-server/base/options.ts';
import { listenMockServer, type RunningMockServer } from '../../../mock-server/server.ts';

export function useRunningMockServer(options: MockBackendOptions = {}): () => RunningMockServer {
  let running: RunningMockServer | undefined;
  beforeAll(async () => {
    running = await listenMockServer(0, '127.0.0.1', { logError: () => undefined, ...options });
  });
  beforeEach(() => running?.backend.reset());
  afterAll(async () => running?.close());
  return () => {
    if (!running) throw new Error('The mock server is not running yet.');
    return running;
  };
}
