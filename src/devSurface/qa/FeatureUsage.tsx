// What the app's realtime usage pings told the mock's A/B service since its last reset (src/experiments/usagePing.ts):
// one entry per ping, newest first, with the page that sent it and each feature it used.
import type { FeatureUsageItem } from './mockApi.ts';

const time = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19);
const pathOf = (page: string) => (page ? new URL(page).pathname + new URL(page).search : 'another origin');

/** The events of one ping share their arrival and page. */
function pingsOf(items: FeatureUsageItem[]) {
  const pings = new Map<string, FeatureUsageItem[]>();
  for (const item of items) {
    const key = `${item.receivedAt} ${item.page}`;
    pings.set(key, [...(pings.get(key) ?? []), item]);
  }
  return [...pings.values()].reverse();
}

export function FeatureUsage({ items }: { items: FeatureUsageItem[] }) {
  return (
    <section className="ds-panel" aria-labelledby="ds-feature-usage">
      <h2 id="ds-feature-usage">A/B usage pings</h2>
      {items.length === 0 ? (
        <p className="ds-note">No ping since the last reset. Open a page with A/B testing on, and wait two seconds.</p>
      ) : (
        <ul className="ds-outbox">
          {pingsOf(items).map((events) => (
            <li key={`${events[0]!.receivedAt} ${events[0]!.page}`} data-client-key={events[0]!.clientKey}>
              {time(events[0]!.receivedAt)} from <strong>{pathOf(events[0]!.page)}</strong>:{' '}
              {events.map((e, i) => (
                <span key={e.key}>
                  {i > 0 && ', '}
                  <code className="ds-code">{e.key}</code> {e.on ? 'on' : 'off'}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
