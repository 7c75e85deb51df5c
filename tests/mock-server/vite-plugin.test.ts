// mockBackend() on Vite's dev and preview servers: same origin as the app, before Vite's own middlewares.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { createServer, preview, type InlineConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { mockBackend } from '../../mock-server/vitePlugin.ts';

const root = mkdtempSync(path.join(tmpdir(), 'mock-vite-'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
mkdirSync(path.join(root, 'dist'));
writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>built app</title>');

const config: InlineConfig = {
  root,
  configFile: false,
  base: '/acquisition/',
  logLevel: 'silent',
  plugins: [mockBackend({ logError: () => undefined })],
  server: { port: 0, host: '127.0.0.1' },
  preview: { port: 0, host: '127.0.0.1' },
};

const originOf = (address: AddressInfo | string | null | undefined) =>
  `http://127.0.0.1:${(address as AddressInfo).port}`;

async function expectBackendAndApp(origin: string, appTitle: string) {
  const defaults = await fetch(`${origin}/acquisition/defaults.json`);
  expect(defaults.headers.get('content-type')).toContain('application/json');
  expect(await defaults.json()).toHaveProperty('environment');

  const graphql = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ countryDetails { country } }' }),
  });
  expect(await graphql.json()).toEqual({ data: { countryDetails: { country: 'DE' } } });

  const client = createClient({
    url: `${origin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  const viaSocket = await client.iterate({ query: '{ countryDetails { country } }' }).next();
  expect(viaSocket.value).toEqual({ data: { countryDetails: { country: 'DE' } } });
  await client.dispose();

  expect(await (await fetch(`${origin}/acquisition/`)).text()).toContain(appTitle);

  // The mock identity providers, issuer on this origin, and the relay of Apple's form_post.
  const discovery = await fetch(`${origin}/mock/oidc/apple/.well-known/openid-configuration`);
  expect(await discovery.json()).toMatchObject({ issuer: `${origin}/mock/oidc/apple` });
  const relayed = await fetch(`${origin}/acquisition/social/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'code=abc&state=xyz',
    redirect: 'manual',
  });
  expect(relayed.status).toBe(303);
  expect(relayed.headers.get('location')).toBe('/acquisition/social/callback?code=abc&state=xyz');
}

describe('mockBackend()', () => {
  it('serves the backend beside the app on the dev server', async () => {
    const server = await createServer(config);
    await server.listen();
    try {
      await expectBackendAndApp(originOf(server.httpServer?.address()), '<title>app</title>');
    } finally {
      await server.close();
    }
  });

  it('serves the backend beside the built app on the preview server', async () => {
    const server = await preview(config);
    try {
      await expectBackendAndApp(originOf(server.httpServer.address()), 'built app');
    } finally {
      await server.close();
    }
  });
});
