import { useEffect, useState } from 'react';

/** Whole seconds until `until` (the browser's clock, ms), ticking once a second down to 0. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    };
    const first = setTimeout(tick, 0); // a new deadline counts from now, not from the last tick
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
