/** npm run mock: the mock backend on PORT (default 4000); config/experiments.json is watched. */
import { watch } from 'node:fs';
import { optionsFromEnv } from './base/options.ts';
import { PATHS } from './base/paths.ts';
import { listenMockServer } from './server.ts';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

listenMockServer(port, host, optionsFromEnv()).then(
  ({ url, backend, close }) => {
    console.log(`mock backend on ${url}: GraphQL ${url}/graphql (HTTP and WebSocket), scenarios ${url}/mock/scenarios`);
    watch(PATHS.experiments, () => {
      try {
        backend.ab.reload();
      } catch (error) {
        console.error('[mock-server] config/experiments.json:', error instanceof Error ? error.message : error);
      }
    });
    const stop = () => void close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
