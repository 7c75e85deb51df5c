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
import { afterRefusedCheck, afterRequest, type PanelChange, type PanelState } from './oneTimeCodeAnswers.ts';
import { focusSignedInStatus, randomNonce } from './oneTimeCodeParts.ts';

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

const STARTING: PanelState = {
  stage: 'destination',
  busy: false,
  message: null,
  destination: '',
  resendAt: null,
  codeVoid: false,
};

export function useOneTimeCode(
  kind: DestinationKind,
  texts: OneTimeCodeTexts,
  registrationCode: string,
  locale: string,
) {
  const { channel } = kind;
  const [state, setState] = useState<PanelState>(STARTING);
  const apply = (change: PanelChange) => setState((current) => ({ ...current, ...change }));
  const nonce = useRef(randomNonce());

  // A new request clears the last message: the same message again is then news that the live region reads out.
  async function ask(request: () => Promise<PanelChange>) {
    apply({ busy: true, message: null });
    try {
      apply({ ...(await request()), busy: false });
    } catch (error) {
      reportError(error, { where: 'oneTimeCode', channel });
      apply({ busy: false, message: { key: texts.failed, error: true } });
    }
  }

  const send = (to: string) =>
    ask(async () => {
      const { requestOneTimeCode: answer } = await mutate<RequestCode>(relayEnvironment(), requestMutation, {
        input: { channel, destination: to, locale },
      });
      return afterRequest(answer, to, kind, texts, Date.now());
    });

  const verify = (code: string) =>
    ask(async () => {
      const { destination } = state;
      const { verifyOneTimeCode: answer } = await mutate<VerifyCode>(relayEnvironment(), verifyMutation, {
        input: { channel, destination, code, nonce: nonce.current },
      });
      if (answer.status !== 'VERIFIED' || !answer.idToken) return afterRefusedCheck(answer, texts);
      const kept = keepSocialIdentity(registrationCode, {
        provider: channel,
        idToken: answer.idToken,
        nonce: nonce.current,
        emailVerified: channel === 'EMAIL',
        // The number as the panel showed it (+49 1512 3456789), which the signed-in line repeats.
        ...(channel === 'EMAIL' ? { email: destination } : { phoneNumber: kind.display(destination) }),
      });
      // Kept: the block shows who the visitor signed in as instead of the methods (this panel goes with them).
      if (!kept) return { message: { key: texts.notKept, error: true } };
      focusSignedInStatus();
      return {};
    });

  const changeDestination = () => apply({ stage: 'destination', message: null });
  const resend = () => send(state.destination);
  const { stage, busy, message, resendAt, codeVoid } = state;
  return { stage, busy, message, resendAt, codeVoid, send, resend, verify, changeDestination };
}
