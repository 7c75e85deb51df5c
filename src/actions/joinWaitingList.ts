// The lobby (spec §4): the e-mail of the lobby token joins the waiting list. Added or already on it, the answer
// brings the place in line and how many of those who joined before were let in already (mapped by
// config/outcomes.json); a join is tracked, e-mail hashed.
import { graphql } from 'react-relay/hooks';
import type { joinWaitingListMutation as Join } from '../__generated__/relay/joinWaitingListMutation.graphql.ts';
import { waitingListJoinEvent } from '../platform/tracking/events.ts';
import { GraphQLResponseError } from '../relay/networkErrors.ts';
import { defineAction } from './defineAction.ts';

/** Lobby: the lobby token's e-mail joins the waiting list; its place and how many joined before. */
const joinWaitingListMutation = graphql`
  mutation joinWaitingListMutation($input: JoinWaitingListInput!) {
    joinWaitingList(input: $input) {
      email
      status
      position
      joinedBefore
    }
  }
`;

/** The backend refused the token (forged or expired): the visitor cannot join with it. */
const TOKEN_INVALID = { answers: ['TOKEN_INVALID'] };

/**
 * Of those who joined before, the ones let in already: the rest (position - 1) still wait ahead. Shown beside the
 * place in line, as 'joined before' would count people who are no longer in line (docs/decisions.md).
 */
const letInBefore = ({ position, joinedBefore }: { position: number; joinedBefore: number }) =>
  joinedBefore - (position - 1);

export default defineAction<'joinWaitingList'>({
  async run(_values, { environment, data }) {
    if (!data.emailToken) return TOKEN_INVALID;
    const [{ mutate }, env] = await Promise.all([import('../relay/relayRuntime.ts'), environment()]);
    let answer: Join['response'];
    try {
      answer = await mutate<Join>(env, joinWaitingListMutation, { input: { token: data.emailToken } });
    } catch (error) {
      if (error instanceof GraphQLResponseError && error.hasCode('UNAUTHENTICATED')) return TOKEN_INVALID;
      throw error;
    }
    const joined = answer.joinWaitingList;
    if (!joined) throw new Error('joinWaitingList answered without a result');
    return {
      answers: [joined.status],
      values: { position: String(joined.position), letInBefore: String(letInBefore(joined)) },
      events: joined.status === 'ADDED' ? [await waitingListJoinEvent(joined.email)] : [],
    };
  },
});
