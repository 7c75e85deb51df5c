// Spec §7.5, §9: the realtime usage ping, GET <A/B service>/rt/?key=<client key>&events=<JSON list>. GrowthBook's SDK
// reports a feature's use once per value it takes (onFeatureUsage) and has no ping of its own: this batches those
// reports and sends them at most every 2000 ms, only when there are any. The SDK starts after the first paint, so
// nothing is sent before it; while the page is hidden nothing is sent (what is pending goes as it hides, with
// keepalive, so leaving the page loses none).

export const USAGE_PING_INTERVAL_MS = 2000;

export interface FeatureUsage {
  key: string;
  on: boolean;
}

/** Answers the function that takes one feature's use. */
export function startUsagePing(serviceHost: string, clientKey: string): (usage: FeatureUsage) => void {
  let pending: FeatureUsage[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (keepalive: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const url = new URL('/rt/', serviceHost);
    url.search = new URLSearchParams({ key: clientKey, events: JSON.stringify(pending) }).toString();
    pending = [];
    // A lost ping costs a count, never the page: nothing to tell the visitor, nothing to retry.
    fetch(url, { cache: 'no-store', credentials: 'omit', keepalive }).catch(() => undefined);
  };
  const schedule = () => {
    if (timer === undefined && pending.length > 0 && document.visibilityState === 'visible')
      timer = setTimeout(() => send(false), USAGE_PING_INTERVAL_MS);
  };
  document.addEventListener('visibilitychange', () =>
    document.visibilityState === 'hidden' ? send(true) : schedule(),
  );
  // Leaving for another page: not every browser tells the page it is hidden first.
  addEventListener('pagehide', () => send(true));
  return (usage) => {
    pending.push(usage);
    schedule();
  };
}
