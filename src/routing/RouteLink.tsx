import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routeById } from './routeById.ts';
import { localizedPath } from './routeTable.ts';
import { useLanguagePrefix } from './useLanguagePrefix.ts';

interface RouteLinkProps {
  routeId: string;
  hash?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A link to a route of config/routes.json, in the language of the current URL. */
export function RouteLink({ routeId, hash, className, children }: RouteLinkProps) {
  const lang = useLanguagePrefix();
  const pathname = localizedPath(lang, routeById(routeId).path);
  return (
    <Link className={className} to={{ pathname, hash: hash ? `#${hash}` : '' }}>
      {children}
    </Link>
  );
}
