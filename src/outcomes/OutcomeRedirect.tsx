import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import type { RouteRule } from '../config/__generated__/outcomes.ts';
import { pushEvent } from '../platform/tracking/dataLayer.ts';
import { outcomeEvents } from '../platform/tracking/events.ts';
import { useLanguagePrefix } from '../navigation/useLanguagePrefix.ts';
import { outcomePath } from './outcomes.ts';
import { useRenderedSearch } from '../navigation/renderedUrl.ts';

/** Leads to a rule's route in the current language, tracking it on the way. */
export function OutcomeRedirect({ rule }: { rule: RouteRule }) {
  const lang = useLanguagePrefix();
  const [query] = useRenderedSearch();
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return; // StrictMode runs effects twice
    tracked.current = true;
    outcomeEvents([rule.track]).forEach((event) => pushEvent(event));
  }, [rule]);
  return <Navigate replace to={outcomePath(rule, lang, { query })} />;
}
