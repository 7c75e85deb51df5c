import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { outcomePath } from '../../outcomes/outcomes.ts';

const noChanges = () => () => {};

/**
 * Spec §4: a visitor whom a listed coupon, forum or search-engine site sends to a code's registration page goes where
 * config/app.json deniedReferrers.leadsTo says (the deny page, in the page's language), once the code and the
 * referrer are kept for support. The route's loader did not ask the backend for such a visit (preloadInvitation.ts).
 * Answers whether the page may show its answer. Only a visitor with a referrer waits, for the check and its host lists
 * (src/platform/referrer/deniedArrival.ts, loaded then): another site's, or this site's, which may be the language
 * redirect's, behind which another site can be.
 */
export function useReferrerCheck(registrationCode: string): boolean {
  // null while the page hydrates: the browser's facts are read after that
  const referrer = useSyncExternalStore(
    noChanges,
    () => document.referrer,
    () => null,
  );
  const [allowedCode, setAllowedCode] = useState<string>();
  const navigate = useNavigate();
  const lang = useLanguagePrefix();
  useEffect(() => {
    if (!referrer) return;
    let current = true;
    // Should the check not load (offline), the visitor is let in as without it; the backend checks REFERER_INVALID.
    const allow = () => current && setAllowedCode(registrationCode);
    import('../../platform/referrer/deniedArrival.ts').then(({ deniedArrivalOutcome }) => {
      const leadsTo = current && deniedArrivalOutcome(registrationCode);
      if (leadsTo) void navigate(outcomePath(leadsTo, lang), { replace: true });
      else allow();
    }, allow);
    return () => {
      current = false;
    };
  }, [registrationCode, referrer, lang, navigate]);
  return referrer === '' || allowedCode === registrationCode;
}
