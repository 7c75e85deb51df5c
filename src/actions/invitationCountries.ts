// The accepted code's countries, read by the actions and panels that use them (Relay's @inline fragments): the form's
// page hands them the keys (src/blocks/invitation/InvitationData.tsx), never the server's data itself.
import { graphql } from 'react-relay/hooks';
import type {
  invitationCountries_details$data,
  invitationCountries_details$key,
} from '../__generated__/relay/invitationCountries_details.graphql.ts';
import type { invitationCountries_country$key } from '../__generated__/relay/invitationCountries_country.graphql.ts';
import { readInlineData } from '../relay/relayRuntime.ts';

/** A country the code may register in, with its terms and data policy (the code check's answer). */
export type CountryOption = invitationCountries_details$data['countryOptions'][number];

/** The countries the code may register in. */
export const countryOptionsOf = (details: invitationCountries_details$key): readonly CountryOption[] =>
  readInlineData(
    graphql`
      fragment invitationCountries_details on RegistrationCodeDetails @inline {
        countryOptions {
          isoCode
          dataPolicyPkString
          termsPkString
        }
      }
    `,
    details,
  ).countryOptions.map(({ isoCode, dataPolicyPkString, termsPkString }) => ({
    isoCode,
    dataPolicyPkString,
    termsPkString,
  }));

/** The visitor's country as the backend sees it (spec §7 countryDetails). */
export const backendCountryOf = (country: invitationCountries_country$key | null | undefined): string | null =>
  !country
    ? null
    : readInlineData(
        graphql`
          fragment invitationCountries_country on CountryDetails @inline {
            country
          }
        `,
        country,
      ).country;
