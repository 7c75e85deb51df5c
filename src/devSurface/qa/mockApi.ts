// The mock backend's tools the QA console uses (mock-server/README.md: /mock/*).
export interface OutboxItem {
  kind: 'activation-mail' | 'one-time-code';
  to: string;
  subject?: string;
  link?: string;
  channel?: string;
  code?: string;
  locale?: string;
  sentAt: string;
}

/** One feature a usage ping reported (mock-server/README.md: GET /mock/feature-usage). */
export interface FeatureUsageItem {
  clientKey: string;
  key: string;
  on: boolean;
  receivedAt: string;
  page: string;
}

export interface ClockState {
  now: string;
  offsetMs: number;
}

const json = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
};

export const readOutbox = () => fetch('/mock/outbox', { cache: 'no-store' }).then(json<OutboxItem[]>);
export const readFeatureUsage = () =>
  fetch('/mock/feature-usage', { cache: 'no-store' }).then(json<FeatureUsageItem[]>);
export const readClock = () => fetch('/mock/clock', { cache: 'no-store' }).then(json<ClockState>);
export const advanceClock = (advanceMs: number) =>
  fetch('/mock/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  }).then(json<ClockState>);

/** The cookies a reproduce link may leave in this browser: a pending case, an A/B client key, a provider outage. */
const REPRODUCE_COOKIES = ['mock-scenario', 'mock-ab-client-key', 'mock-social-outage'];

/** Back to the seed; what reproduce links set in this browser goes too. */
export async function resetMock() {
  for (const name of REPRODUCE_COOKIES) document.cookie = `${name}=; Max-Age=0; path=/`;
  const response = await fetch('/mock/reset', { method: 'POST' });
  if (!response.ok) throw new Error(`/mock/reset answered ${response.status}`);
}
