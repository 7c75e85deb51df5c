import { appConfig } from '../config/appConfig.ts';

/** The router's path of a URL of this app (same origin, below the base path), e.g. …/acquisition/de/entrance → /de/entrance. */
export function appPathOf(url: string, origin: string): string | undefined {
  const target = new URL(url, origin);
  const { basePath } = appConfig;
  if (target.origin !== origin) return undefined;
  if (target.pathname !== basePath && !target.pathname.startsWith(`${basePath}/`)) return undefined;
  return (target.pathname.slice(basePath.length) || '/') + target.search + target.hash;
}
