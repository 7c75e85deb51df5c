/**
 * The origin of an http(s) URL, else null. Browsers send `Origin: null` (sandboxed frames, file pages, redirects
 * across origins), and a client may send anything: links built on such a value threw "Invalid URL", a 500 (found by
 * tests/mock-server/fuzz-headers.test.ts), or would have pointed at a javascript: URL.
 */
export function httpOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
