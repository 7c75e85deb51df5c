import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import type { RouteOutcome } from '../config/__generated__/outcomes.ts';
import { trackOutcome } from '../platform/tracking/dataLayer.ts';
import { useLanguagePrefix } from '../navigation/useLanguagePrefix.ts';
import { outcomePath } from './outcomes.ts';
import { useRenderedSearch } from '../navigation/renderedUrl.ts';

/** Leads to an outcome's route in the current language, tracking it on the way. */
export function OutcomeRedirect({ outcome }: { outcome: RouteOutcome }) {
  const lang = useLanguagePrefix();
  const [query] = useRenderedSearch();
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return; // StrictMode runs effects twice
    tracked.current = true;
    trackOutcome(outcome);
  }, [outcome]);
  return <Navigate replace to={outcomePath(outcome, lang, { query })} />;
}
