import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routePath } from './routeById.ts';
import { useLanguagePrefix } from './useLanguagePrefix.ts';
import { useRenderedLocation } from './renderedUrl.ts';

interface RouteLinkProps {
  routeId: string;
  hash?: string | undefined;
  /** The current URL's query travels along: all of it, or only the parameters named. */
  keepQuery?: boolean | readonly string[] | undefined;
  className?: string;
  children: ReactNode;
}

function keptQuery(search: string, keep: RouteLinkProps['keepQuery']): string {
  if (!keep) return '';
  if (keep === true) return search;
  const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => keep.includes(name)));
  return kept.size ? `?${kept}` : '';
}

/** A link to a route of config/routes.json, in the language of the current URL. */
export function RouteLink({ routeId, hash, keepQuery = false, className, children }: RouteLinkProps) {
  const lang = useLanguagePrefix();
  const { search } = useRenderedLocation();
  const pathname = routePath(routeId, lang);
  return (
    <Link className={className} to={{ pathname, search: keptQuery(search, keepQuery), hash: hash ? `#${hash}` : '' }}>
      {children}
    </Link>
  );
}
