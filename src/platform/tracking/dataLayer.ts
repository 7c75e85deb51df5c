// The tag manager's window.dataLayer. Events are built by ./events.ts; personal data only as SHA-256 hashes.
export type TrackingEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: TrackingEvent[];
  }
}

export function pushEvent(event: TrackingEvent, target: Pick<Window, 'dataLayer'> = window) {
  (target.dataLayer ??= []).push(event);
}
