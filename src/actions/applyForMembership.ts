// Membership interest (spec §4): apply with an e-mail address. Applying again answers ALREADY_SUBMITTED, which
// config/outcomes.json leads to the same confirmation: nobody learns whether an address applied before.
import { graphql } from 'react-relay/hooks';
import type { applyForMembershipMutation as Apply } from '../__generated__/relay/applyForMembershipMutation.graphql.ts';
import { defineAction } from './defineAction.ts';

/** Membership interest: apply with an e-mail address. */
const applyForMembershipMutation = graphql`
  mutation applyForMembershipMutation($input: ApplyForMembershipInput!) {
    applyForMembership(input: $input) {
      status
      problems {
        reason
        message
        reasonDetails {
          error
          field
        }
      }
    }
  }
`;

export default defineAction<'applyForMembership'>({
  async run({ email }, { environment, language }) {
    // Relay is downloaded when the visitor applies, not with the form (it also shows on the landing page).
    const [{ mutate }, env] = await Promise.all([import('../relay/relayRuntime.ts'), environment()]);
    const answer = await mutate<Apply>(env, applyForMembershipMutation, { input: { email, locale: language } });
    const problems = answer.applyForMembership?.problems ?? [];
    if (problems.length) return { answers: problems.map((p) => p.reason) };
    return { answers: [answer.applyForMembership?.status ?? 'FAILED'] };
  },
});
