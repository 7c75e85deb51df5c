import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { routePath } from './routeById.ts';
import { useLanguagePrefix } from './useLanguagePrefix.ts';

interface RouteLinkProps {
  routeId: string;
  hash?: string | undefined;
  /** Query parameters of the current URL that travel along. */
  keepQuery?: readonly string[] | undefined;
  className?: string;
  children: ReactNode;
}

/** A link to a route of config/routes.json, in the language of the current URL. */
export function RouteLink({ routeId, hash, keepQuery = [], className, children }: RouteLinkProps) {
  const lang = useLanguagePrefix();
  const [query] = useSearchParams();
  const pathname = routePath(routeId, lang);
  const kept = new URLSearchParams(keepQuery.flatMap((name) => query.getAll(name).map((value) => [name, value])));
  const search = kept.size > 0 ? `?${kept}` : '';
  return (
    <Link className={className} to={{ pathname, search, hash: hash ? `#${hash}` : '' }}>
      {children}
    </Link>
  );
}
