// The mock's clock (moved forward, e.g. past a link's 14 days) and a reset to the seed.
import { useState } from 'react';
import { durationText } from './durationText.ts';
import type { ClockState } from './mockApi.ts';

const MINUTE = 60_000;
const UNITS = { minutes: MINUTE, hours: 60 * MINUTE, days: 24 * 60 * MINUTE } as const;

interface Props {
  clock: ClockState | undefined;
  onAdvance: (ms: number) => void;
  onReset: () => void;
}

export function MockControls({ clock, onAdvance, onReset }: Props) {
  const [amount, setAmount] = useState(14);
  const [unit, setUnit] = useState<keyof typeof UNITS>('days');
  return (
    <section className="ds-panel" aria-labelledby="ds-mock">
      <h2 id="ds-mock">Mock backend</h2>
      <p>
        Its time: <strong data-clock>{clock ? clock.now.replace('T', ' ').slice(0, 19) : '…'}</strong>
        {clock && clock.offsetMs > 0 && <> ({durationText(clock.offsetMs)} ahead)</>}
      </p>
      <form
        className="ds-filters"
        aria-label="Move the clock forward"
        onSubmit={(e) => {
          e.preventDefault();
          onAdvance(Math.round(amount * UNITS[unit]));
        }}
      >
        <label>
          Amount
          <input type="number" min={0} step="any" value={amount} onChange={(e) => setAmount(Number(e.target.value))} />
        </label>
        <label>
          Unit
          <select value={unit} onChange={(e) => setUnit(e.target.value as keyof typeof UNITS)}>
            {Object.keys(UNITS).map((u) => (
              <option key={u}>{u}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="ds-button">
          Move the clock forward
        </button>
      </form>
      <p className="ds-note">A reset puts registrations, codes, the outbox and the clock back to the seed.</p>
      <button type="button" className="ds-button ds-button-quiet" onClick={onReset}>
        Reset the mock
      </button>
    </section>
  );
}
