// The entrance's log-in (spec §6, §9): the bearer token goes into the auth cookie, which every later request
// sends as Authorization: Bearer …; then on to where the member came for (src/navigation/signInDestination.ts).
import { graphql } from 'react-relay/hooks';
import type { logInMutation as LogIn } from '../__generated__/relay/logInMutation.graphql.ts';
import { forgetLogInEmail, handedLogInEmail } from '../navigation/logInEmail.ts';
import { signInDestination } from '../navigation/signInDestination.ts';
import { writeAuthToken } from '../relay/authorization.ts';
import { defineAction } from './defineAction.ts';

/** The entrance's log-in: a bearer token, or why not. */
const logInMutation = graphql`
  mutation logInMutation($input: LogInInput!) {
    logIn(input: $input) {
      token
      error
    }
  }
`;

export default defineAction<'logIn'>({
  async run({ email, password }, { environment, url, lang }) {
    // Relay is downloaded when the visitor logs in, not with the form.
    const [{ mutate }, env] = await Promise.all([import('../relay/relayRuntime.ts'), environment()]);
    const { logIn } = await mutate<LogIn>(env, logInMutation, { input: { email, password } });
    if (!logIn?.token) return { answers: [logIn?.error ?? 'FAILED'] };
    writeAuthToken(logIn.token);
    forgetLogInEmail();
    return { answers: ['SIGNED_IN'], values: { destination: signInDestination(url.searchParams, url.origin, lang) } };
  },

  // The e-mail a registration just found an account for ('account already exists' forwards here).
  presetValues: () => {
    const email = handedLogInEmail();
    return email ? { email } : {};
  },
});
