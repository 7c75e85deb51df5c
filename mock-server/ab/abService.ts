/**
 * The local A/B service, in the shape the @growthbook/growthbook SDK calls with apiHost set to
 * this origin: GET /api/features/:clientKey, POST /api/eval/:clientKey, GET /sub/:clientKey (SSE)
 * and the realtime usage ping GET /rt/?key=&events=.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { jsonResponse as json } from '../http/jsonResponse.ts';
import type { MockStore } from '../store/mockStore.ts';
import { readExperiments, type ExperimentsSnapshot } from './experimentsFile.ts';
import { FeatureStream } from './featureStream.ts';
import { evaluatePayload, type RemoteEvalRequest } from './remoteEval.ts';

/** Client keys that reproduce the SDK's failure paths: "HTTP error: 500" and its init timeout. */
export const FAILING_CLIENT_KEYS = { httpError: 'sdk-mock-http-error', slow: 'sdk-mock-slow' } as const;

const ROUTE = /^\/(api\/features|api\/eval|sub)\/([A-Za-z0-9_-]+)$/;

export class AbService {
  readonly stream = new FeatureStream();
  private snapshot: ExperimentsSnapshot;

  constructor(
    private readonly file: string,
    private readonly store: MockStore,
    private readonly slowMs: number,
  ) {
    this.snapshot = readExperiments(file);
  }

  /** Re-reads the file and pushes the new payload to every open stream. */
  reload(): void {
    this.snapshot = readExperiments(this.file);
    this.stream.publish(this.snapshot.payload);
  }

  handles(pathname: string): boolean {
    return ROUTE.test(pathname) || pathname === '/rt' || pathname === '/rt/';
  }

  async respond(request: Request, url: URL): Promise<Response> {
    if (url.pathname === '/rt' || url.pathname === '/rt/') return this.recordUsage(url);
    const [, route, clientKey = ''] = ROUTE.exec(url.pathname) ?? [];
    if (clientKey === FAILING_CLIENT_KEYS.httpError) return json({ error: 'Mock A/B failure' }, 500);
    if (clientKey === FAILING_CLIENT_KEYS.slow)
      await delay(this.slowMs, undefined, { signal: request.signal }).catch(() => undefined);
    else if (!this.snapshot.clientKeys.includes(clientKey))
      return json({ error: `Unknown client key ${clientKey}` }, 404);

    if (route === 'sub' && request.method === 'GET') return this.stream.open();
    if (route === 'api/features' && request.method === 'GET') {
      return json(this.snapshot.payload, 200, { 'x-sse-support': 'enabled', 'cache-control': 'no-cache' });
    }
    if (route === 'api/eval' && request.method === 'POST') {
      const body = (await request.json().catch(() => null)) as RemoteEvalRequest | null;
      if (body === null || typeof body !== 'object') return json({ error: 'Expected a JSON object' }, 400);
      return json(evaluatePayload(this.snapshot.payload, body));
    }
    return json({ error: 'Method not allowed' }, 405);
  }

  close(): void {
    this.stream.close();
  }

  /** GrowthBook's batched feature-usage ping; kept in the store so tests and QA can look. */
  private recordUsage(url: URL): Response {
    const clientKey = url.searchParams.get('key') ?? '';
    try {
      const events = JSON.parse(url.searchParams.get('events') ?? '[]') as { key: string; on: boolean }[];
      this.store.featureUsage.push(...events.map((e) => ({ clientKey, key: String(e.key), on: Boolean(e.on) })));
      return new Response(null, { status: 204 });
    } catch {
      return json({ error: 'events must be a JSON list' }, 400);
    }
  }
}
