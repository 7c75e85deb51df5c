// Route guards named in config/routes.json: each decides from the URL whether the screen may show, and may have
// it shown at a tidier URL (without what must not stay in the address bar).
import type { RouteGuard } from '../config/types.ts';
import { emailTokenOf, holdsEmail, keepEmailToken } from '../navigation/emailToken.ts';

export interface GuardDecision {
  allowed: boolean;
  /** Show the screen at this URL instead, replacing the history entry. */
  tidyUrl?: URL;
}

type GuardCheck = (url: URL) => GuardDecision;

/**
 * lobby and social-registration-second-step: the e-mail token (?token=, else the one kept for the session) must
 * decode to a payload holding an e-mail. A token in the URL is kept and taken out of the address bar.
 */
function emailToken(url: URL): GuardDecision {
  if (!holdsEmail(emailTokenOf(url))) return { allowed: false };
  const inUrl = url.searchParams.get('token');
  // Not kept (storage blocked): it stays in the URL, or a reload would lose it.
  if (inUrl === null || !keepEmailToken(inUrl)) return { allowed: true };
  const tidyUrl = new URL(url);
  tidyUrl.searchParams.delete('token');
  return { allowed: true, tidyUrl };
}

export const guards: Record<RouteGuard['type'], GuardCheck> = { emailToken };
