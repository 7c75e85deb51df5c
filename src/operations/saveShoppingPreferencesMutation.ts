import { graphql } from 'react-relay';

/** Social registration's second step: the shopping preferences, onto the registration the submit token names. */
export const saveShoppingPreferencesMutation = graphql`
  mutation saveShoppingPreferencesMutation($token: String!, $preferences: ShoppingPreferencesInput!) {
    saveShoppingPreferences(token: $token, preferences: $preferences) {
      status
      registrationId
    }
  }
`;
