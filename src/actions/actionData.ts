import { createContext } from 'react';
import type { InvitationData_details$data } from '../__generated__/relay/InvitationData_details.graphql.ts';
import type { VariantChoice } from '../config/__generated__/variants.ts';

/** A country the code may register in, with its terms and data policy (the invitation block's fragment). */
export type CountryOption = InvitationData_details$data['countryOptions'][number];

/** The registration link the page was opened with, once the backend accepted its code. */
export interface RegistrationLinkData {
  registrationCode: string;
  countryOptions: readonly CountryOption[];
  finishedIn: VariantChoice['finishedIn'];
  /** The visitor's country as the backend sees it (spec §7 countryDetails). */
  backendCountry: string | null;
}

/** What blocks around a form tell its action. */
export interface ActionData {
  registrationLink?: RegistrationLinkData;
}

export const ActionDataContext = createContext<ActionData>({});
