/**
 * Refuses request bodies over the limit with 413, whether or not they declare a Content-Length,
 * by reading at most limit + 1 bytes before yoga parses anything.
 */
import type { Plugin } from 'graphql-yoga';
import { jsonResponse } from '../base/jsonResponse.ts';

async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.byteLength), 0);
  return bytes;
}

export function useBodyLimit(limitBytes: number): Plugin {
  const tooLarge = () =>
    jsonResponse({ errors: [{ message: `The request body is larger than ${limitBytes} bytes.` }] }, 413);
  return {
    async onRequest({ request, setRequest, endResponse, fetchAPI }) {
      if (!request.body) return;
      if (Number(request.headers.get('content-length') ?? 0) > limitBytes) return endResponse(tooLarge());
      const body = await readAtMost(request.body, limitBytes);
      if (!body) return endResponse(tooLarge());
      const { method, headers, signal } = request;
      setRequest(new fetchAPI.Request(request.url, { method, headers, signal, body }));
    },
  };
}
