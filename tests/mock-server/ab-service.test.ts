// The local A/B service answers the GrowthBook SDK's calls with config/experiments.json.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GrowthBook } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import { FAILING_CLIENT_KEYS } from '../../mock-server/ab/abService.ts';
import { useRunningMockServer } from './support/running-server.ts';

// Experiments of the test's own (a marketer's edit of config/experiments.json changes nothing here), in a file the
// stream test can change.
const experiment = (key: string, variations: string[]) => ({
  id: key,
  key,
  variations,
  weights: variations.map(() => 1 / variations.length),
  meta: variations.map((_, i) => ({ key: String(i), name: `Arm ${i}` })),
  coverage: 1,
  hashAttribute: 'acqAnonymousId',
  hashVersion: 2,
  phase: '0',
});
const experiments = {
  clientKeys: ['sdk-acquisition-dev'],
  features: {
    'registration-copy-variant': {
      defaultValue: 'default',
      rules: [experiment('registration-copy-variant', ['default', 'viral'])],
    },
    'registration-flow': {
      defaultValue: 'default',
      rules: [{ id: 'lean-in-poland', condition: { applicationCountry: 'PL' }, force: 'leanStep2' }],
    },
    'landing-theme': { defaultValue: 'main' },
  },
  experiments: [],
};
const experimentsFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-ab-')), 'experiments.json');
writeFileSync(experimentsFile, JSON.stringify(experiments));
const server = useRunningMockServer({ experimentsFile, abSlowMs: 200 });
const CLIENT_KEY = 'sdk-acquisition-dev';

describe('feature payload', () => {
  it('serves the features with x-sse-support, and 404 for an unknown client key', async () => {
    const response = await fetch(`${server().url}/api/features/${CLIENT_KEY}`);
    expect(response.headers.get('x-sse-support')).toBe('enabled');
    const payload = (await response.json()) as { features: Record<string, unknown> };
    expect(Object.keys(payload.features)).toContain('registration-copy-variant');
    expect((await fetch(`${server().url}/api/features/sdk-unknown`)).status).toBe(404);
  });

  it('is what the GrowthBook SDK loads and evaluates', async () => {
    const gb = new GrowthBook({
      apiHost: server().url,
      clientKey: CLIENT_KEY,
      attributes: { acqAnonymousId: 'visitor-1', applicationCountry: 'PL' },
    });
    const loaded = await gb.init({ timeout: 2000 });
    expect(loaded).toMatchObject({ success: true, source: 'network' });
    expect(gb.getFeatureValue('registration-flow', 'default')).toBe('leanStep2');
    expect(['default', 'viral']).toContain(gb.getFeatureValue('registration-copy-variant', 'none'));
    gb.destroy();
  });

  it('reproduces the SDK failure paths: an HTTP error and an answer after its timeout', async () => {
    expect((await fetch(`${server().url}/api/features/${FAILING_CLIENT_KEYS.httpError}`)).status).toBe(500);
    const started = performance.now();
    expect((await fetch(`${server().url}/api/features/${FAILING_CLIENT_KEYS.slow}`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
  });
});

describe('remote evaluation', () => {
  const evaluate = async (forcedVariations: Record<string, number>) => {
    const response = await fetch(`${server().url}/api/eval/${CLIENT_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        attributes: { acqAnonymousId: 'visitor-1', applicationCountry: 'DE' },
        forcedVariations,
        forcedFeatures: [['landing-theme', 'dark']],
        url: 'http://localhost:5173/acquisition/',
      }),
    });
    return ((await response.json()) as { features: Record<string, { defaultValue: unknown; rules?: unknown[] }> })
      .features;
  };

  it('evaluates the posted attributes and names the experiment the visitor was hashed into, to track', async () => {
    const features = await evaluate({});
    expect(features['registration-flow']).toEqual({ defaultValue: 'default' });
    expect(features['landing-theme']).toEqual({ defaultValue: 'dark' });
    const copy = features['registration-copy-variant']!;
    expect(copy.rules).toEqual([
      expect.objectContaining({
        force: copy.defaultValue,
        tracks: [expect.objectContaining({ result: expect.objectContaining({ inExperiment: true, hashUsed: true }) })],
      }),
    ]);
  });

  it('answers a forced arm as the proxy does: a forced rule whose experiment names no hashed visitor to count', async () => {
    const features = await evaluate({ 'registration-copy-variant': 1 });
    const feature = features['registration-copy-variant']!;
    expect(feature.defaultValue).toBe('viral');
    expect(feature.rules).toEqual([
      {
        force: 'viral',
        tracks: [
          expect.objectContaining({
            experiment: expect.objectContaining({ key: 'registration-copy-variant' }),
            result: expect.objectContaining({ variationId: 1, hashUsed: false }),
          }),
        ],
      },
    ]);
  });
});

describe('server-sent events', () => {
  it('push the new payload when the experiments file changes', async () => {
    const { url, backend } = server();
    const response = await fetch(`${url}/sub/${CLIENT_KEY}`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain(': connected');

    const config = JSON.parse(readFileSync(experimentsFile, 'utf8'));
    config.features['landing-theme'].defaultValue = 'winter';
    writeFileSync(experimentsFile, JSON.stringify(config));
    backend.ab.reload();

    let received = '';
    while (!received.endsWith('\n\n')) received += (await reader.read()).value;
    expect(received).toMatch(/^event: features\ndata: /);
    expect(JSON.parse(received.split('data: ')[1]!).features['landing-theme'].defaultValue).toBe('winter');
    await reader.cancel();
  });
});

describe('realtime usage ping', () => {
  it('records the feature usage events', async () => {
    const { url, backend } = server();
    const events = encodeURIComponent(JSON.stringify([{ key: 'landing-theme', on: true }]));
    const page = `${url}/acquisition/MOCK-VALID`;
    expect((await fetch(`${url}/rt/?key=rt-key&events=${events}`, { headers: { referer: page } })).status).toBe(204);
    expect(backend.store.featureUsage).toEqual([
      { clientKey: 'rt-key', key: 'landing-theme', on: true, receivedAt: expect.stringMatching(/^\d{4}-/), page },
    ]);
    expect((await fetch(`${url}/rt/?key=rt-key&events=nope`)).status).toBe(400);
  });
});
