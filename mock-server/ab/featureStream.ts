/**
 * The server-sent-events stream (/sub/:clientKey): the SDK keeps it open and takes a
 * "features" event as the new payload, e.g. after config/experiments.json changed.
 */
import type { FeatureApiResponse } from '@growthbook/growthbook';

const encoder = new TextEncoder();
const KEEP_ALIVE_MS = 20_000;

type Payload = FeatureApiResponse;

export class FeatureStream {
  /** Each open stream, with how its payload is written for it (redirect targets on its page's origin). */
  private readonly clients = new Map<ReadableStreamDefaultController<Uint8Array>, (payload: Payload) => Payload>();
  private keepAlive: ReturnType<typeof setInterval> | undefined;

  open(adapt: (payload: Payload) => Payload = (payload) => payload): Response {
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
        this.clients.set(c, adapt);
        this.ensureKeepAlive();
        c.enqueue(encoder.encode(': connected\n\n'));
      },
      cancel: () => {
        if (controller) this.clients.delete(controller);
      },
    });
    return new Response(body, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' },
    });
  }

  publish(payload: Payload): void {
    this.send((adapt) => `event: features\ndata: ${JSON.stringify(adapt(payload))}\n\n`);
  }

  close(): void {
    clearInterval(this.keepAlive);
    this.keepAlive = undefined;
    for (const client of this.clients.keys()) client.close();
    this.clients.clear();
  }

  private send(text: (adapt: (payload: Payload) => Payload) => string): void {
    for (const [client, adapt] of this.clients) {
      try {
        client.enqueue(encoder.encode(text(adapt)));
      } catch {
        this.clients.delete(client); // closed by the other side
      }
    }
  }

  /** A comment now and then keeps proxies from closing an idle stream. */
  private ensureKeepAlive(): void {
    if (this.keepAlive) return;
    this.keepAlive = setInterval(() => this.send(() => ': keep-alive\n\n'), KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }
}
