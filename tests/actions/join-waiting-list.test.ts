import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueEmailToken } from '../../mock-server/auth/tokens.ts';
import { DEVELOPMENT_SECRET } from '../../mock-server/base/options.ts';
import { scenario } from '../mock-server/support/catalogue.ts';
import { runAction, useMockBackend } from './support.ts';

const backend = useMockBackend();
const join = (emailToken: string | null) => runAction(backend, 'joinWaitingList', {}, { data: { emailToken } });
const tokenFor = (email: string) => issueEmailToken(email, 'reg_test', DEVELOPMENT_SECRET, backend.store.clock.now());

describe('the joinWaitingList action', () => {
  it("adds the token's e-mail, answers its place, and reports the join with the e-mail hashed", async () => {
    const email = 'new.in.lobby@mock.test';
    const answer = await join(await tokenFor(email));
    const place = backend.store.waitingList.placeOf(email);
    // Behind the seed's visitor already on the list; the same two let in before both (the seed's).
    expect(answer).toMatchObject({
      answers: ['ADDED'],
      values: { position: String(place.position), letInBefore: '2' },
    });
    expect(place.position).toBeGreaterThan(1);
    expect(answer.events).toEqual([
      { event: 'join_waitlist', email_hash: createHash('sha256').update(email).digest('hex') },
    ]);
  });

  it('answers an e-mail already on the list with its place, and reports nothing', async () => {
    const answer = await join(scenario('waiting-list-already-on-list').trigger.value);
    // Its QA sentence: first in line, the two let in before it.
    expect(answer).toMatchObject({
      answers: ['ALREADY_ON_LIST'],
      values: { position: '1', letInBefore: '2' },
      events: [],
    });
  });

  it('answers TOKEN_INVALID for a forged token, and for none without asking the backend', async () => {
    const forged = (await tokenFor('forged@mock.test')).replace(/.(?=.{9}$)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await join(forged)).answers).toEqual(['TOKEN_INVALID']);
    expect(await join(null)).toMatchObject({ answers: ['TOKEN_INVALID'], sent: [] });
  });
});
