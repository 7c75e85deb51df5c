// The sign-in by one-time code as a small state machine: send a code to a destination, check the typed code, and on
// the right one keep the identity (the backend's id token) for the registration form.
import { useRef, useState } from 'react';
import type { requestOneTimeCodeMutation as RequestCode } from '../../../__generated__/relay/requestOneTimeCodeMutation.graphql.ts';
import type { verifyOneTimeCodeMutation as VerifyCode } from '../../../__generated__/relay/verifyOneTimeCodeMutation.graphql.ts';
import { requestOneTimeCodeMutation } from '../../../operations/requestOneTimeCodeMutation.ts';
import { verifyOneTimeCodeMutation } from '../../../operations/verifyOneTimeCodeMutation.ts';
import { reportError } from '../../../platform/reportError.ts';
import { relayEnvironment } from '../../../relay/environment.ts';
import { mutate } from '../../../relay/requests.ts';
import type { OneTimeCodeTexts } from '../../../config/__generated__/screen.ts';
import { ONE_TIME_CODE_RULES } from '../../../shared/oneTimeCodeRules.ts';
import { keepSocialIdentity } from '../../../social/socialIdentity.ts';
import type { DestinationKind } from './destinationKind.ts';

export type Stage = 'destination' | 'code';
/** A message for the visitor: its i18n key (from the block's texts), its values, and whether it is an error. */
export interface Message {
  key: string;
  /** Set when the backend refused the destination: the message shows at its field. */
  destinationRefused?: boolean;
  values?: Record<string, string | number>;
  error: boolean;
}

const randomNonce = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))).replace(/[+/=]/g, '');

/** Where the focus goes once this panel has gone: the block's status of the sign-in (SignedInStatus). */
const focusSignedInStatus = () =>
  setTimeout(() => document.querySelector<HTMLElement>('.social-signed-in')?.focus(), 0);

const EXPIRY_MINUTES = ONE_TIME_CODE_RULES.expiresInSeconds / 60;
const VOID_VALUES = { minutes: EXPIRY_MINUTES, tries: ONE_TIME_CODE_RULES.maxAttempts };
const VOID_MESSAGES = {
  EXPIRED: 'expired',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  NOT_REQUESTED: 'notRequested',
} as const;

export function useOneTimeCode(
  kind: DestinationKind,
  texts: OneTimeCodeTexts,
  registrationCode: string,
  locale: string,
) {
  const { channel } = kind;
  const [stage, setStage] = useState<Stage>('destination');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  /** When a new code may be asked for (the browser's clock). */
  const [resendAt, setResendAt] = useState<number | null>(null);
  /** The code can no longer be right (three wrong tries, expired, unknown): only a new one helps. */
  const [codeVoid, setCodeVoid] = useState(false);
  const destination = useRef('');
  const nonce = useRef(randomNonce());

  const failed = (error: unknown) => {
    reportError(error, { where: 'oneTimeCode', channel });
    setMessage({ key: texts.failed, error: true });
  };

  // A new request clears the last message: the same message again is then news that the live region reads out.
  const start = () => {
    setBusy(true);
    setMessage(null);
  };

  async function send(to: string) {
    start();
    try {
      const { requestOneTimeCode: answer } = await mutate<RequestCode>(
        await relayEnvironment(),
        requestOneTimeCodeMutation,
        {
          input: { channel, destination: to, locale },
        },
      );
      if (answer.status === 'DESTINATION_INVALID') {
        setMessage({ key: texts.destinationInvalid[kind.method], destinationRefused: true, error: true });
        return;
      }
      destination.current = answer.destination ?? to;
      const wait = answer.status === 'SENT' ? answer.resendAfterSeconds : answer.retryAfterSeconds;
      setResendAt(Date.now() + (wait ?? 0) * 1000);
      if (answer.status === 'SENT') {
        setCodeVoid(false);
        setMessage({ key: texts.sent, values: { destination: to, minutes: EXPIRY_MINUTES }, error: false });
      } else {
        setMessage({ key: texts.resendTooSoon, values: { seconds: wait ?? 0 }, error: true });
      }
      setStage('code');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function verify(code: string) {
    start();
    try {
      const { verifyOneTimeCode: answer } = await mutate<VerifyCode>(
        await relayEnvironment(),
        verifyOneTimeCodeMutation,
        {
          input: { channel, destination: destination.current, code, nonce: nonce.current },
        },
      );
      if (answer.status === 'VERIFIED' && answer.idToken) {
        const verified = destination.current;
        const kept = keepSocialIdentity(registrationCode, {
          provider: channel,
          idToken: answer.idToken,
          nonce: nonce.current,
          emailVerified: channel === 'EMAIL',
          ...(channel === 'EMAIL' ? { email: verified } : { phoneNumber: verified }),
        });
        // Kept: the block shows who the visitor signed in as instead of the methods (this panel goes with them).
        if (kept) focusSignedInStatus();
        else setMessage({ key: texts.notKept, error: true });
        return;
      }
      if (answer.status === 'WRONG_CODE') {
        setMessage({ key: texts.wrongCode, values: { left: answer.attemptsLeft ?? 0 }, error: true });
        return;
      }
      setCodeVoid(true);
      const voided = VOID_MESSAGES[answer.status as keyof typeof VOID_MESSAGES] ?? 'notRequested';
      setMessage({ key: texts[voided], values: VOID_VALUES, error: true });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  const changeDestination = () => {
    setStage('destination');
    setMessage(null);
  };

  const resend = () => send(destination.current);

  return { stage, busy, message, resendAt, codeVoid, send, resend, verify, changeDestination };
}
