// The URL as rendering may use it. A prerendered page's HTML was made from its path alone: while it hydrates,
// the query and the hash are empty here too, and they appear right after. Event handlers read the real URL.
// (eslint keeps react-router's own useSearchParams and useLocation to this file.)
import { useSyncExternalStore } from 'react';
import { useLocation, useSearchParams, type Location, type SetURLSearchParams } from 'react-router';

const NO_QUERY = new URLSearchParams();
const noChanges = () => () => {};

/**
 * The location's query and hash as rendering may use them: none while the page hydrates. A URL without either
 * gives the same before and after, so nothing renders a second time for it (most pages, every link on them).
 */
function useRenderedTail(location: Location): string {
  const tail = location.search + location.hash;
  return useSyncExternalStore(
    noChanges,
    () => tail,
    () => '',
  );
}

/** useSearchParams, with an empty query while the page hydrates. */
export function useRenderedSearch(): [URLSearchParams, SetURLSearchParams] {
  const [query, setQuery] = useSearchParams();
  return [useRenderedTail(useLocation()) ? query : NO_QUERY, setQuery];
}

/** useLocation, without query and hash while the page hydrates. */
export function useRenderedLocation(): Location {
  const location = useLocation();
  const tail = useRenderedTail(location);
  return tail || (!location.search && !location.hash) ? location : { ...location, search: '', hash: '' };
}
