import type { InvitationData_details$data } from '../__generated__/relay/InvitationData_details.graphql.ts';
import type { VariantChoice } from '../config/__generated__/variants.ts';
import type { SocialIdentity } from '../social/socialIdentity.ts';

/** A country the code may register in, with its terms and data policy (the code check's answer). */
export type CountryOption = InvitationData_details$data['countryOptions'][number];

/** The code the page was opened with, once the backend accepted it. */
export interface Invitation {
  registrationCode: string;
  countryOptions: readonly CountryOption[];
  /** The visitor's country as the backend sees it (spec §7 countryDetails). */
  backendCountry: string | null;
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
