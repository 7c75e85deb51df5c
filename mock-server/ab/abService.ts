/**
 * The local A/B service, in the shape the @growthbook/growthbook SDK calls with apiHost set to
 * this origin: GET /api/features/:clientKey, POST /api/eval/:clientKey, GET /sub/:clientKey (SSE)
 * and the realtime usage ping GET /rt/?key=&events=.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { jsonResponse as json } from '../base/jsonResponse.ts';
import type { MockStore } from '../store/mockStore.ts';
import { readExperiments, type ExperimentsSnapshot } from './experimentsFile.ts';
import { callerOrigin, withAbsoluteRedirects } from './absoluteRedirects.ts';
import { FeatureStream } from './featureStream.ts';
import { withLifecycleExperiments } from './lifecycleFixture.ts';
import { evaluatePayload, type RemoteEvalRequest } from './remoteEval.ts';

/** Client keys that reproduce the SDK's failure paths: "HTTP error: 500" and its init timeout. */
export const FAILING_CLIENT_KEYS = { httpError: 'sdk-mock-http-error', slow: 'sdk-mock-slow' } as const;

const ROUTE = /^\/(api\/features|api\/eval|sub)\/([A-Za-z0-9_-]+)$/;

/** One payload and its open streams: config's client keys, and the lifecycle fixture's. */
interface Source {
  snapshot: ExperimentsSnapshot;
  readonly stream: FeatureStream;
}

export class AbService {
  private sources: Source[] = [];

  constructor(
    private readonly file: string,
    private readonly store: MockStore,
    private readonly slowMs: number,
  ) {
    this.read();
  }

  /** Re-reads the files and pushes each new payload to the streams of its client keys. */
  reload(): void {
    this.read();
    for (const { snapshot, stream } of this.sources) stream.publish(snapshot.payload);
  }

  /** Every client key answered: config's, the fixture's and the failing ones (defaults.json's cookie may pick one). */
  servedClientKeys(): string[] {
    return [...this.sources.flatMap((s) => s.snapshot.clientKeys), ...Object.values(FAILING_CLIENT_KEYS)];
  }

  handles(pathname: string): boolean {
    return ROUTE.test(pathname) || pathname === '/rt' || pathname === '/rt/';
  }

  async respond(request: Request, url: URL): Promise<Response> {
    if (url.pathname === '/rt' || url.pathname === '/rt/') return this.recordUsage(request, url);
    const [, route, clientKey = ''] = ROUTE.exec(url.pathname) ?? [];
    if (clientKey === FAILING_CLIENT_KEYS.httpError) return json({ error: 'Mock A/B failure' }, 500);
    if (clientKey === FAILING_CLIENT_KEYS.slow)
      await delay(this.slowMs, undefined, { signal: request.signal }).catch(() => undefined);
    // The slow key answers config's payload, late.
    const source = clientKey === FAILING_CLIENT_KEYS.slow ? this.sources[0] : this.sourceOf(clientKey);
    if (!source) return json({ error: `Unknown client key ${clientKey}` }, 404);
    const origin = callerOrigin(request);
    const payload = withAbsoluteRedirects(source.snapshot.payload, origin);

    if (route === 'sub' && request.method === 'GET') return source.stream.open((p) => withAbsoluteRedirects(p, origin));
    if (route === 'api/features' && request.method === 'GET') {
      return json(payload, 200, { 'x-sse-support': 'enabled', 'cache-control': 'no-cache' });
    }
    if (route === 'api/eval' && request.method === 'POST') {
      const body = (await request.json().catch(() => null)) as RemoteEvalRequest | null;
      if (body === null || typeof body !== 'object') return json({ error: 'Expected a JSON object' }, 400);
      return json(evaluatePayload(payload, body));
    }
    return json({ error: 'Method not allowed' }, 405);
  }

  close(): void {
    for (const { stream } of this.sources) stream.close();
  }

  private sourceOf(clientKey: string): Source | undefined {
    return this.sources.find((s) => s.snapshot.clientKeys.includes(clientKey));
  }

  /** Config's payload, then the fixture's built on it; streams survive a reload. */
  private read(): void {
    const config = readExperiments(this.file);
    const snapshots = [config, withLifecycleExperiments(config)];
    this.sources = snapshots.map((snapshot, i) => ({
      snapshot,
      stream: this.sources[i]?.stream ?? new FeatureStream(),
    }));
  }

  /** GrowthBook's batched feature-usage ping; kept in the store so tests and QA can look. */
  private recordUsage(request: Request, url: URL): Response {
    const clientKey = url.searchParams.get('key') ?? '';
    try {
      const events = JSON.parse(url.searchParams.get('events') ?? '[]') as { key: string; on: boolean }[];
      const receivedAt = new Date(this.store.clock.now()).toISOString();
      const page = request.headers.get('referer') ?? '';
      this.store.recordFeatureUsage(
        events.map((e) => ({ clientKey, key: String(e.key), on: Boolean(e.on), receivedAt, page })),
      );
      return new Response(null, { status: 204 });
    } catch {
      return json({ error: 'events must be a JSON list' }, 400);
    }
  }
}
