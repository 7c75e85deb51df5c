/**
 * The server-sent-events stream (/sub/:clientKey): the SDK keeps it open and takes a
 * "features" event as the new payload, e.g. after config/experiments.json changed.
 */
const encoder = new TextEncoder();
const KEEP_ALIVE_MS = 20_000;

export class FeatureStream {
  private readonly clients = new Set<ReadableStreamDefaultController<Uint8Array>>();
  private keepAlive: ReturnType<typeof setInterval> | undefined;

  open(): Response {
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
        this.clients.add(c);
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

  publish(payload: unknown): void {
    this.send(`event: features\ndata: ${JSON.stringify(payload)}\n\n`);
  }

  close(): void {
    clearInterval(this.keepAlive);
    this.keepAlive = undefined;
    for (const client of this.clients) client.close();
    this.clients.clear();
  }

  private send(text: string): void {
    const chunk = encoder.encode(text);
    for (const client of this.clients) {
      try {
        client.enqueue(chunk);
      } catch {
        this.clients.delete(client); // closed by the other side
      }
    }
  }

  /** A comment now and then keeps proxies from closing an idle stream. */
  private ensureKeepAlive(): void {
    if (this.keepAlive) return;
    this.keepAlive = setInterval(() => this.send(': keep-alive\n\n'), KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }
}
