// The QA console: the mock's controls and outbox beside each other, the A/B usage pings, then the scenario catalogue.
import { useCallback, useEffect, useState } from 'react';
import type { SurfaceState } from '../entries/dimensions.ts';
import {
  advanceClock,
  readClock,
  readFeatureUsage,
  readOutbox,
  resetMock,
  type ClockState,
  type FeatureUsageItem,
  type OutboxItem,
} from './mockApi.ts';
import { durationText } from './durationText.ts';
import { MockControls } from './MockControls.tsx';
import { FeatureUsage } from './FeatureUsage.tsx';
import { Outbox } from './Outbox.tsx';
import { ScenarioTable } from './ScenarioTable.tsx';

export function QaConsole({ state }: { state: SurfaceState }) {
  const [outbox, setOutbox] = useState<OutboxItem[]>([]);
  const [usage, setUsage] = useState<FeatureUsageItem[]>([]);
  const [clock, setClock] = useState<ClockState>();
  const [status, setStatus] = useState('');
  const refresh = useCallback(() => {
    readOutbox().then(setOutbox, (e: unknown) => setStatus(String(e)));
    readFeatureUsage().then(setUsage, (e: unknown) => setStatus(String(e)));
    readClock().then(setClock, (e: unknown) => setStatus(String(e)));
  }, []);
  useEffect(refresh, [refresh]);
  const act = (work: Promise<unknown>, done: string) =>
    work.then(
      () => {
        setStatus(done);
        refresh();
      },
      (e: unknown) => setStatus(String(e)),
    );
  return (
    <>
      <p className="ds-status" role="status">
        {status}
      </p>
      <div className="ds-columns">
        <MockControls
          clock={clock}
          onAdvance={(ms) => act(advanceClock(ms), `The clock moved ${durationText(ms)} forward.`)}
          onReset={() => act(resetMock(), 'The mock is back at its seed.')}
        />
        <Outbox items={outbox} onRefresh={refresh} />
      </div>
      <FeatureUsage items={usage} />
      <ScenarioTable rows={state.scenarios} />
    </>
  );
}
