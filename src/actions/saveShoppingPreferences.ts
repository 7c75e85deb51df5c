// Social registration's second step: the shopping preferences go onto the registration the e-mail token of the page
// names. Saved, the answer carries the registration's id, so 'verify your e-mail' follows as after any registration;
// every other status is an answer config/outcomes.json shows.
import { graphql } from 'react-relay/hooks';
import type { saveShoppingPreferencesMutation as Save } from '../__generated__/relay/saveShoppingPreferencesMutation.graphql.ts';
import { REGISTRATION_ID } from '../navigation/registrationId.ts';
import { defineAction } from './defineAction.ts';

/** Social registration's second step: the shopping preferences, onto the registration the submit token names. */
const saveShoppingPreferencesMutation = graphql`
  mutation saveShoppingPreferencesMutation($token: String!, $preferences: ShoppingPreferencesInput!) {
    saveShoppingPreferences(token: $token, preferences: $preferences) {
      status
      registrationId
    }
  }
`;

export default defineAction<'saveShoppingPreferences'>({
  async run(values, { environment, data }) {
    if (!data.emailToken) return { answers: ['TOKEN_INVALID'] };
    const [{ mutate }, env] = await Promise.all([import('../relay/relayRuntime.ts'), environment()]);
    const answer = await mutate<Save>(env, saveShoppingPreferencesMutation, {
      token: data.emailToken,
      preferences: {
        departments: [...(values.departments ?? [])],
        brands: [...(values.brands ?? [])],
        clothingSize: values.clothingSize ?? null,
        shoeSize: values.shoeSize ?? null,
      },
    });
    const saved = answer.saveShoppingPreferences;
    if (!saved) throw new Error('saveShoppingPreferences answered without a result');
    return {
      answers: [saved.status],
      values: saved.registrationId ? { [REGISTRATION_ID]: saved.registrationId } : {},
    };
  },
});
