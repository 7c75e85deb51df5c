import { useEffect, useEffectEvent, useRef } from 'react';
import { vouchedAnew, type Vouched } from './startingValues.ts';

/**
 * What the page's data vouches for (the action's vouchedValues), set over what the form holds whenever that data
 * changes after the form showed (e.g. a sign-in that finished on the page); the form starts over with them. When the
 * form shows, its restore takes them (useRestoredValues).
 */
export function useVouchedValues<T>(
  vouched: Vouched<T> | undefined,
  pageData: unknown,
  values: { latest: { current: Partial<T> }; restart: (next: Partial<T>) => void },
) {
  const shownWith = useRef(pageData);
  const vouchAnew = useEffectEvent(() => {
    const next = vouched && vouchedAnew(values.latest.current, vouched);
    if (next) values.restart(next);
  });
  useEffect(() => {
    if (shownWith.current === pageData) return;
    shownWith.current = pageData;
    vouchAnew();
  }, [pageData]);
}
