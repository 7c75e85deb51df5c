// Route guards named in config/routes.json: each decides from the URL whether the screen may show.
import { jwtDecode } from 'jwt-decode';
import type { RouteGuard } from '../config/types.ts';

type GuardCheck = (url: URL) => boolean;

/** lobby and social-registration-second-step: ?token= must decode to a payload holding an e-mail. */
function emailToken(url: URL): boolean {
  const token = url.searchParams.get('token');
  if (!token) return false;
  try {
    const payload = jwtDecode<{ email?: unknown }>(token);
    return typeof payload.email === 'string' && payload.email.includes('@');
  } catch {
    return false;
  }
}

export const guards: Record<RouteGuard['type'], GuardCheck> = { emailToken };
