import type { RegistrationPageQuery$data } from '../../__generated__/relay/RegistrationPageQuery.graphql.ts';

/**
 * A code the backend accepted: references into Relay's store, from which each part of its registration page reads
 * the fields its own fragment names.
 */
export interface AcceptedCode {
  details: NonNullable<RegistrationPageQuery$data['registrationCodeDetails']>;
  /** The visitor's country as the backend sees it (spec §7 countryDetails). */
  country: RegistrationPageQuery$data['countryDetails'];
}
