// Who the visitor is by a social sign-up (an OpenID provider, or a verified phone number or e-mail): kept for the
// browser session per registration code, so it survives the round trip to the provider and a reload, and read by the
// registration form (prefill) and the register action (socialRegistrationInput). Storage is read in effects only.
import { useCallback, useSyncExternalStore } from 'react';
import { forgetSessionValue, keepSessionValue, readSessionValue } from '../platform/sessionValue.ts';

/** The contract's SocialProvider. */
export type SocialProvider = 'GOOGLE' | 'FACEBOOK' | 'APPLE' | 'PHONE' | 'EMAIL';

export interface SocialIdentity {
  provider: SocialProvider;
  /** The id token the backend verifies (its signature, issuer, audience, expiry and nonce). */
  idToken: string;
  /** The raw nonce sent with the sign-in; the token's nonce claim must equal it. */
  nonce: string;
  email?: string;
  /** Only a verified e-mail stands for the account's; otherwise the form asks and the backend verifies it. */
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  /** A verified phone number as shown to the visitor (international format). */
  phoneNumber?: string;
}

const keyOf = (registrationCode: string) => `acq_social_identity:${registrationCode.toUpperCase()}`;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function isIdentity(value: unknown): value is SocialIdentity {
  const v = value as Partial<SocialIdentity> | null;
  return typeof v?.provider === 'string' && typeof v.idToken === 'string' && typeof v.nonce === 'string';
}

export function readSocialIdentity(registrationCode: string): SocialIdentity | undefined {
  const kept = readSessionValue(keyOf(registrationCode));
  return kept ? parseKept(kept) : undefined;
}

/** false when the browser refused to keep it (the caller says so: the sign-in would be lost on the way back). */
export function keepSocialIdentity(registrationCode: string, identity: SocialIdentity): boolean {
  const kept = keepSessionValue(keyOf(registrationCode), JSON.stringify(identity));
  changed();
  return kept;
}

export function forgetSocialIdentity(registrationCode: string): void {
  forgetSessionValue(keyOf(registrationCode));
  changed();
}

/** Also when the page comes back from the browser's cache (the way back from a provider): kept meanwhile. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('pageshow', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('pageshow', listener);
  };
}

/**
 * The identity kept for this code, undefined while rendering on the server and in the first render in the browser
 * (hydration-safe). The snapshot is the stored text, so an unchanged identity keeps its object.
 */
export function useSocialIdentity(registrationCode: string): SocialIdentity | undefined {
  const key = keyOf(registrationCode);
  const kept = useSyncExternalStore(
    subscribe,
    useCallback(() => readSessionValue(key), [key]),
    () => null,
  );
  return kept ? parseKept(kept) : undefined;
}

/** Parsed once per stored text: the hook's snapshot must not make a new object on every render. */
const parsed = new Map<string, SocialIdentity | undefined>();
function parseKept(kept: string): SocialIdentity | undefined {
  if (!parsed.has(kept)) {
    if (parsed.size > 8) parsed.clear();
    try {
      const value: unknown = JSON.parse(kept);
      parsed.set(kept, isIdentity(value) ? value : undefined);
    } catch {
      parsed.set(kept, undefined);
    }
  }
  return parsed.get(kept);
}
