import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { routePath } from '../config/routeById.ts';
import { useLanguagePrefix } from './useLanguagePrefix.ts';

interface RouteLinkProps {
  routeId: string;
  hash?: string | undefined;
  /** The current URL's query travels along. */
  keepQuery?: boolean | undefined;
  className?: string;
  children: ReactNode;
}

/** A link to a route of config/routes.json, in the language of the current URL. */
export function RouteLink({ routeId, hash, keepQuery = false, className, children }: RouteLinkProps) {
  const lang = useLanguagePrefix();
  const { search } = useLocation();
  const pathname = routePath(routeId, lang);
  return (
    <Link className={className} to={{ pathname, search: keepQuery ? search : '', hash: hash ? `#${hash}` : '' }}>
      {children}
    </Link>
  );
}
