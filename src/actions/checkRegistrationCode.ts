// The access code a visitor typed: checked with the backend before the page moves on (spec §4).
import { graphql } from 'react-relay/hooks';
import type { checkRegistrationCodeQuery as CheckCode } from '../__generated__/relay/checkRegistrationCodeQuery.graphql.ts';
import { defineAction } from './defineAction.ts';

/** A typed access code: its errors, none when it may register. */
const checkRegistrationCodeQuery = graphql`
  query checkRegistrationCodeQuery($registrationCode: String!) {
    registrationCodeDetails(registrationCode: $registrationCode) {
      errorDetails {
        error
      }
    }
  }
`;

export default defineAction<'checkRegistrationCode'>({
  async run({ registrationCode }, { environment }) {
    const code = registrationCode.trim();
    // Relay is downloaded when the visitor submits, not with the form.
    const [{ queryOnce }, env] = await Promise.all([import('../relay/relayRuntime.ts'), environment()]);
    const data = await queryOnce<CheckCode>(env, checkRegistrationCodeQuery, { registrationCode: code });
    const details = data?.registrationCodeDetails;
    const error = details ? details.errorDetails[0]?.error : 'REGISTRATION_CODE_INVALID';
    return { answers: [error ?? 'VALID'], values: { registrationCode: code } };
  },
});
