// The URL as rendering may use it. A prerendered page's HTML was made from its path alone: while it hydrates,
// the query and the hash are empty here too, and they appear right after. Event handlers read the real URL.
// (eslint keeps react-router's own useSearchParams and useLocation to this file.)
import { useLocation, useSearchParams, type Location, type SetURLSearchParams } from 'react-router';
import { useHydrated } from '../platform/useHydrated.ts';

const NO_QUERY = new URLSearchParams();

/** useSearchParams, with an empty query while the page hydrates. */
export function useRenderedSearch(): [URLSearchParams, SetURLSearchParams] {
  const [query, setQuery] = useSearchParams();
  return [useHydrated() ? query : NO_QUERY, setQuery];
}

/** useLocation, without query and hash while the page hydrates. */
export function useRenderedLocation(): Location {
  const location = useLocation();
  return useHydrated() ? location : { ...location, search: '', hash: '' };
}
