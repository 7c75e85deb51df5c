// What each backend answer does to the one-time code's panel (oneTimeCodeAnswers.ts), with the texts config gives
// the sign-in block: the code step or the refused destination, the wait before a new code, a voided code.
import { describe, expect, it } from 'vitest';
import { afterRefusedCheck, afterRequest } from '../../src/blocks/socialSignIn/oneTimeCode/oneTimeCodeAnswers.ts';
import type { DestinationKind } from '../../src/blocks/socialSignIn/oneTimeCode/destinationKind.ts';
import { allScreens } from '../../src/config/allScreens.ts';
import { allBlocks } from '../../src/config/blockTree.ts';
import type { OneTimeCodeTexts } from '../../src/config/__generated__/screen.ts';

const block = allScreens()
  .flatMap((screen) => allBlocks(screen.blocks))
  .find((b) => b.type === 'socialSignIn');
const texts = (block as unknown as { texts: { oneTimeCode: OneTimeCodeTexts } }).texts.oneTimeCode;
const kind = { channel: 'EMAIL', method: 'email', display: (to: string) => `«${to}»` } as DestinationKind;
const NOW = 1_000_000;

describe('the answer to "send a code"', () => {
  it('goes on to the code, says where it went and when a new one may be asked for', () => {
    const change = afterRequest(
      { status: 'SENT', destination: 'a@b.test', resendAfterSeconds: 30, retryAfterSeconds: null },
      'A@b.test',
      kind,
      texts,
      NOW,
    );
    expect(change).toMatchObject({ stage: 'code', destination: 'a@b.test', resendAt: NOW + 30_000, codeVoid: false });
    expect(change.message).toMatchObject({ key: texts.sent, values: { destination: '«A@b.test»' }, error: false });
  });

  it('after one sent too soon, goes on to the code with the wait as an error, the old code still good', () => {
    const change = afterRequest(
      { status: 'RESEND_TOO_SOON', destination: null, resendAfterSeconds: null, retryAfterSeconds: 12 },
      'a@b.test',
      kind,
      texts,
      NOW,
    );
    expect(change).toMatchObject({ stage: 'code', destination: 'a@b.test', resendAt: NOW + 12_000 });
    expect(change).not.toHaveProperty('codeVoid');
    expect(change.message).toEqual({ key: texts.resendTooSoon, values: { seconds: 12 }, error: true });
  });

  it('refuses the destination at its field and stays where it is', () => {
    const change = afterRequest(
      { status: 'DESTINATION_INVALID', destination: null, resendAfterSeconds: null, retryAfterSeconds: null },
      'nobody',
      kind,
      texts,
      NOW,
    );
    expect(change).toEqual({
      message: { key: texts.destinationInvalid.email, destinationRefused: true, error: true },
    });
  });
});

describe('a check that did not sign the visitor in', () => {
  it('counts the tries left of a wrong code, which stays usable', () => {
    const change = afterRefusedCheck({ status: 'WRONG_CODE', idToken: null, attemptsLeft: 2 }, texts);
    expect(change).toEqual({ message: { key: texts.wrongCode, values: { left: 2 }, error: true } });
  });

  it.each([
    ['EXPIRED', 'expired'],
    ['TOO_MANY_ATTEMPTS', 'tooManyAttempts'],
    ['NOT_REQUESTED', 'notRequested'],
  ] as const)('voids the code when it is %s: only a new one helps', (status, text) => {
    const change = afterRefusedCheck({ status, idToken: null, attemptsLeft: 0 }, texts);
    expect(change).toMatchObject({ codeVoid: true, message: { key: texts[text], error: true } });
  });
});
