// What the mock "sent" since its last reset: activation mails (their link opens the activation) and one-time codes.
import type { OutboxItem } from './mockApi.ts';

const time = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19);

export function Outbox({ items, onRefresh }: { items: OutboxItem[]; onRefresh: () => void }) {
  return (
    <section className="ds-panel" aria-labelledby="ds-outbox">
      <div className="ds-panel-head">
        <h2 id="ds-outbox">Outbox</h2>
        <button type="button" className="ds-button ds-button-quiet" onClick={onRefresh}>
          Refresh
        </button>
      </div>
      {items.length === 0 ? (
        <p className="ds-note">Nothing sent since the last reset. Register on a page, or ask for a one-time code.</p>
      ) : (
        <ul className="ds-outbox">
          {[...items].reverse().map((item, i) => (
            <li key={i} data-kind={item.kind}>
              <span className="ds-dimension">{item.kind}</span> to <strong>{item.to}</strong>, {time(item.sentAt)}
              {item.link && (
                <>
                  {' '}
                  <a href={item.link} target="_blank" rel="noopener">
                    {item.subject ?? 'Open the link'}
                  </a>
                </>
              )}
              {item.code && (
                <>
                  {' '}
                  code <code className="ds-code">{item.code}</code> ({item.channel}, {item.locale})
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
