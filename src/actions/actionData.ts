import type { invitationCountries_country$key } from '../__generated__/relay/invitationCountries_country.graphql.ts';
import type { invitationCountries_details$key } from '../__generated__/relay/invitationCountries_details.graphql.ts';
import type { VariantChoice } from '../config/__generated__/variants.ts';
import type { SocialIdentity } from '../social/socialIdentity.ts';

/** The code the page was opened with, once the backend accepted it. */
export interface Invitation {
  registrationCode: string;
  /** The code's countries, read through src/actions/invitationCountries.ts (a key into Relay's store). */
  details: invitationCountries_details$key;
  /** The visitor's country as the backend sees it (spec §7 countryDetails): a key, read there too. */
  country: invitationCountries_country$key | null | undefined;
  /** The page's registration flow (config/variants.json): what the registration asks, and where it goes on. */
  registrationFlow: VariantChoice['registrationFlow'];
  /** Who the visitor signed in as for this code (social sign-up); undefined until read after hydration. */
  socialIdentity?: SocialIdentity | undefined;
}

/** What an action may need from around its form (src/actions/actionManifest.ts says which, and where it exists). */
export interface ActionData {
  /** The accepted code of the registration link: inside an invitation block. */
  invitation: Invitation;
  /**
   * The e-mail token of a page its guard let in (the lobby): the URL's, else the session's, read at submit. Null when
   * it went meanwhile (storage cleared): the backend would refuse it anyway.
   */
  emailToken: string | null;
}

export type ActionDataName = keyof ActionData;
