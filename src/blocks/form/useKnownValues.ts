import { useEffect, useRef } from 'react';

/**
 * Values the data around the form vouches for (the action's knownValues), set over what the form holds whenever
 * that data changes after the form showed (e.g. a sign-in that finished on the page); the form starts over with
 * them. When the form shows, its restore takes them (useRestoredValues).
 */
export function useKnownValues(
  known: ((held: object) => object) | undefined,
  around: unknown,
  values: { latest: { current: object }; restart: (next: object) => void },
) {
  const shownWith = useRef(around);
  useEffect(() => {
    if (!known || shownWith.current === around) return;
    shownWith.current = around;
    const next = known(values.latest.current);
    if (Object.keys(next).length > 0) values.restart({ ...values.latest.current, ...next });
    // The data is what changes; the rest is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [around]);
}
