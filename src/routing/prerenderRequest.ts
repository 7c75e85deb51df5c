// A page prerendered at build time has no visitor: no token, no code. Its request says so, and a route's guard
// then lets its frame render; in the browser the loaders run again before hydration, guards included.
const HEADER = 'x-acquisition-prerender';

export const prerenderRequest = (url: URL): Request => new Request(url, { headers: { [HEADER]: '1' } });

export const isPrerender = (request: Request): boolean => request.headers.get(HEADER) === '1';
