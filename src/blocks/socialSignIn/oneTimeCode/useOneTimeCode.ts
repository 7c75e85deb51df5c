// The sign-in by one-time code as a small state machine: send a code to a destination, check the typed code, and on
// the right one keep the identity (the backend's id token) for the registration form.
import { useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { mutate, relayEnvironment } from '../../../relay/relayRuntime.ts';
import type { useOneTimeCodeRequestMutation as RequestCode } from '../../../__generated__/relay/useOneTimeCodeRequestMutation.graphql.ts';
import type { useOneTimeCodeVerifyMutation as VerifyCode } from '../../../__generated__/relay/useOneTimeCodeVerifyMutation.graphql.ts';
import { reportError } from '../../../platform/reportError.ts';
import type { OneTimeCodeTexts } from '../../../config/__generated__/screen.ts';
import { keepSocialIdentity } from '../../../social/socialIdentity.ts';
import type { DestinationKind } from './destinationKind.ts';
import {
  EXPIRY_MINUTES,
  focusSignedInStatus,
  randomNonce,
  VOID_MESSAGES,
  VOID_VALUES,
  type Message,
  type Stage,
} from './oneTimeCodeParts.ts';

/** Social sign-up by one-time code: a code by text message or e-mail. */
const requestMutation = graphql`
  mutation useOneTimeCodeRequestMutation($input: RequestOneTimeCodeInput!) {
    requestOneTimeCode(input: $input) {
      status
      destination
      resendAfterSeconds
      retryAfterSeconds
    }
  }
`;

/** The code the visitor typed; the right one answers an id token. */
const verifyMutation = graphql`
  mutation useOneTimeCodeVerifyMutation($input: VerifyOneTimeCodeInput!) {
    verifyOneTimeCode(input: $input) {
      status
      idToken
      attemptsLeft
    }
  }
`;

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
      const { requestOneTimeCode: answer } = await mutate<RequestCode>(relayEnvironment(), requestMutation, {
        input: { channel, destination: to, locale },
      });
      if (answer.status === 'DESTINATION_INVALID') {
        setMessage({ key: texts.destinationInvalid[kind.method], destinationRefused: true, error: true });
        return;
      }
      destination.current = answer.destination ?? to;
      const wait = answer.status === 'SENT' ? answer.resendAfterSeconds : answer.retryAfterSeconds;
      setResendAt(Date.now() + (wait ?? 0) * 1000);
      if (answer.status === 'SENT') {
        setCodeVoid(false);
        setMessage({
          key: texts.sent,
          values: { destination: kind.display(to), minutes: EXPIRY_MINUTES },
          error: false,
        });
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
      const { verifyOneTimeCode: answer } = await mutate<VerifyCode>(relayEnvironment(), verifyMutation, {
        input: { channel, destination: destination.current, code, nonce: nonce.current },
      });
      if (answer.status === 'VERIFIED' && answer.idToken) {
        const verified = destination.current;
        const kept = keepSocialIdentity(registrationCode, {
          provider: channel,
          idToken: answer.idToken,
          nonce: nonce.current,
          emailVerified: channel === 'EMAIL',
          // The number as the panel showed it (+49 1512 3456789), which the signed-in line repeats.
          ...(channel === 'EMAIL' ? { email: verified } : { phoneNumber: kind.display(verified) }),
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
