// The dev surface lives in the dev server (`npm start`), not in the production build the rest of e2e drives: its
// spec starts one itself, on E2E_PORT + 1000, only when it runs (a webServer would start for every run).
import { createServer, type ViteDevServer } from 'vite';

export const DEV_PORT = Number(process.env.E2E_PORT ?? 4173) + 1000;
export const devOrigin = `http://localhost:${DEV_PORT}`;

export async function startDevServer(): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    server: {
      port: DEV_PORT,
      strictPort: true,
      warmup: { clientFiles: ['./src/main.tsx', './src/devSurface/main.tsx'] },
    },
  });
  await server.listen();
  return server;
}
