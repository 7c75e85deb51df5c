import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routePath } from './routeById.ts';
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
  const pathname = routePath(routeId, lang);
  return (
    <Link className={className} to={{ pathname, hash: hash ? `#${hash}` : '' }}>
      {children}
    </Link>
  );
}
