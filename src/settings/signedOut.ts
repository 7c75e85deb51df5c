// Why the log-in page is shown to someone who was signed in: it says so (config/screens/entrance.json, the
// conditions of src/settings/conditions.ts read the parameter).

/** The query parameter the log-in page reads. */
export const SIGNED_OUT_PARAM = 'signedOut';

/** 'signed-out': the visitor chose to; 'session-ended': the backend no longer accepted the token (expired, revoked). */
export const SIGNED_OUT_REASONS = ['signed-out', 'session-ended'] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];

export const signedOutBecause = (query: URLSearchParams, reason: SignedOutReason): boolean =>
  query.get(SIGNED_OUT_PARAM) === reason;
