// The access code a visitor typed: checked with the backend before the page moves on (spec §4).
import type { checkCodeQuery as CheckCode } from '../__generated__/relay/checkCodeQuery.graphql.ts';
import { defineAction } from './defineAction.ts';

export default defineAction<'checkRegistrationCode'>({
  async run({ registrationCode }, { environment }) {
    const code = registrationCode.trim();
    // Relay is downloaded when the visitor submits, not with the form.
    const [{ queryOnce }, { checkCodeQuery }, env] = await Promise.all([
      import('../relay/requests.ts'),
      import('../operations/checkCodeQuery.ts'),
      environment(),
    ]);
    const data = await queryOnce<CheckCode>(env, checkCodeQuery, { registrationCode: code });
    const details = data?.registrationCodeDetails;
    const error = details ? details.errorDetails[0]?.error : 'REGISTRATION_CODE_INVALID';
    return { answers: [error ?? 'VALID'], values: { registrationCode: code } };
  },
});
