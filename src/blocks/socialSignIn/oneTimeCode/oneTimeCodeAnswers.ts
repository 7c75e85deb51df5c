// What each answer of the backend changes in the one-time code's panel. Pure: the hook asks, these decide.
import type { useOneTimeCodeRequestMutation$data } from '../../../__generated__/relay/useOneTimeCodeRequestMutation.graphql.ts';
import type { useOneTimeCodeVerifyMutation$data } from '../../../__generated__/relay/useOneTimeCodeVerifyMutation.graphql.ts';
import type { OneTimeCodeTexts } from '../../../config/__generated__/screen.ts';
import type { DestinationKind } from './destinationKind.ts';
import { EXPIRY_MINUTES, VOID_MESSAGES, VOID_VALUES, type Message, type Stage } from './oneTimeCodeParts.ts';

export interface PanelState {
  stage: Stage;
  busy: boolean;
  message: Message | null;
  /** Where the code went, as the backend wrote it back: the check and a new code go there. */
  destination: string;
  /** When a new code may be asked for (the browser's clock). */
  resendAt: number | null;
  /** The code can no longer be right (three wrong tries, expired, unknown): only a new one helps. */
  codeVoid: boolean;
}

export type PanelChange = Partial<PanelState>;

type RequestAnswer = useOneTimeCodeRequestMutation$data['requestOneTimeCode'];
type CheckAnswer = useOneTimeCodeVerifyMutation$data['verifyOneTimeCode'];

/** The answer to "send a code to `to`": the code step with its message, or the destination refused at its field. */
export function afterRequest(
  answer: RequestAnswer,
  to: string,
  kind: DestinationKind,
  texts: OneTimeCodeTexts,
  now: number,
): PanelChange {
  if (answer.status === 'DESTINATION_INVALID')
    return { message: { key: texts.destinationInvalid[kind.method], destinationRefused: true, error: true } };
  const sent = answer.status === 'SENT';
  const wait = (sent ? answer.resendAfterSeconds : answer.retryAfterSeconds) ?? 0;
  const next = { stage: 'code', destination: answer.destination ?? to, resendAt: now + wait * 1000 } as const;
  if (!sent) return { ...next, message: { key: texts.resendTooSoon, values: { seconds: wait }, error: true } };
  const values = { destination: kind.display(to), minutes: EXPIRY_MINUTES };
  return { ...next, codeVoid: false, message: { key: texts.sent, values, error: false } };
}

/** A check that did not sign the visitor in: tries left for a wrong code, otherwise only a new code helps. */
export function afterRefusedCheck(answer: CheckAnswer, texts: OneTimeCodeTexts): PanelChange {
  if (answer.status === 'WRONG_CODE')
    return { message: { key: texts.wrongCode, values: { left: answer.attemptsLeft ?? 0 }, error: true } };
  const voided = VOID_MESSAGES[answer.status as keyof typeof VOID_MESSAGES] ?? 'notRequested';
  return { codeVoid: true, message: { key: texts[voided], values: VOID_VALUES, error: true } };
}
