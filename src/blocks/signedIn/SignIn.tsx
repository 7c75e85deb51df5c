import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { signInPath } from '../../navigation/signInDestination.ts';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { useRenderedLocation } from '../../navigation/renderedUrl.ts';
import { forgetAuthToken, readAuthToken } from '../../relay/authorization.ts';

interface SignInProps {
  /** The route with the log-in (the signedIn block's signIn). */
  route: string;
  /** The backend refused the token with HTTP 401 (which already forgot it). */
  refused?: boolean;
}

/**
 * Nobody signed in: the log-in, then back here. A token the backend no longer accepts (expired, revoked) leaves the
 * browser, with the same cookie attributes, and the log-in says the session ended. Once, in an effect (the cookie is
 * the browser's), the history entry replaced.
 */
export function SignIn({ route, refused = false }: SignInProps) {
  const lang = useLanguagePrefix();
  const navigate = useNavigate();
  const { pathname, search } = useRenderedLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return; // once: a second run would find the token gone and lose the reason
    done.current = true;
    const ended = refused || readAuthToken() !== undefined;
    forgetAuthToken();
    void navigate(signInPath(route, lang, pathname + search, ended ? 'session-ended' : undefined), { replace: true });
  }, [refused, route, lang, pathname, search, navigate]);
  return null;
}
