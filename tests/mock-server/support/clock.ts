/** The mock backend's clock over HTTP: GET /mock/clock tells its time, POST moves it forward. */

/** /mock/clock's answer: its status and what it says of the backend's time. */
export async function mockClock(baseUrl: string, init?: RequestInit) {
  const response = await fetch(`${baseUrl}/mock/clock`, init);
  return { status: response.status, body: (await response.json()) as { now?: string; offsetMs?: number } };
}

/** POST /mock/clock { advanceMs }: moves the backend's time forward (any value, to see what it refuses). */
export const advanceClock = (baseUrl: string, advanceMs: unknown) =>
  mockClock(baseUrl, { method: 'POST', body: JSON.stringify({ advanceMs }) });
