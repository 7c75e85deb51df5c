import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { outcomePath } from '../../outcomes/outcomes.ts';

const noChanges = () => () => {};

/**
 * Spec §4: a visitor whom a listed coupon, forum or search-engine site sends to a code's registration page goes where
 * config/app.json deniedReferrers.leadsTo says (the deny page, in the page's language), once the code and the
 * referrer are kept for support. Decided before the code goes to the backend: such a visitor costs it nothing.
 * Answers whether the page may show, and the other site that sent the visitor (the code check tells the backend,
 * which checks a partner's codes against it). Only a visitor with a referrer waits, for the check and its host lists
 * (src/platform/referrer/deniedArrival.ts, loaded then): another site's, or this site's, which may be the language
 * redirect's, behind which another site can be.
 */
export function useReferrerCheck(registrationCode: string | undefined): { allowed: boolean; otherSite: string | null } {
  // null while the page hydrates: the browser's facts are read after that
  const referrer = useSyncExternalStore(
    noChanges,
    () => document.referrer,
    () => null,
  );
  const [allowed, setAllowed] = useState<{ code: string; otherSite: string | null }>();
  const navigate = useNavigate();
  const lang = useLanguagePrefix();
  useEffect(() => {
    if (!registrationCode || !referrer) return;
    let current = true;
    // Should the check not load (offline), the visitor is let in as without it; the backend checks REFERER_INVALID.
    const allow = (otherSite: string | null) => current && setAllowed({ code: registrationCode, otherSite });
    import('../../platform/referrer/deniedArrival.ts').then(
      ({ deniedArrivalOutcome, otherSiteReferrer }) => {
        const leadsTo = current && deniedArrivalOutcome(registrationCode);
        if (leadsTo) void navigate(outcomePath(leadsTo, lang), { replace: true });
        else allow(otherSiteReferrer() ?? null);
      },
      () => allow(null),
    );
    return () => {
      current = false;
    };
  }, [registrationCode, referrer, lang, navigate]);
  if (referrer === '') return { allowed: true, otherSite: null };
  return allowed && allowed.code === registrationCode
    ? { allowed: true, otherSite: allowed.otherSite }
    : { allowed: false, otherSite: null };
}
