import type { invitationQuery$data, RegistrationCodeError } from '../../__generated__/relay/invitationQuery.graphql.ts';

type Details = NonNullable<invitationQuery$data['registrationCodeDetails']>;

/** What the backend answered for a code it accepted: what its registration page shows and its form sends. */
export interface AcceptedCode {
  inviterName: Details['inviterName'];
  customization: Details['customization'];
  countryOptions: Details['countryOptions'];
  /** The visitor's country as the backend sees it (spec §7 countryDetails). */
  backendCountry: string | null;
}

/** The backend's answer for a code: accepted, or the first error it names. */
export type CodeAnswer =
  { accepted: AcceptedCode; refused?: never } | { refused: RegistrationCodeError; accepted?: never };
