import { createContext } from 'react';
import type { VariantChoice } from '../config/__generated__/variants.ts';

export interface CountryOption {
  readonly isoCode: string;
  readonly dataPolicyPkString: string;
  readonly termsPkString: string;
}

/** The registration link the page was opened with, once the backend accepted its code. */
export interface RegistrationLinkData {
  registrationCode: string;
  countryOptions: readonly CountryOption[];
  finishedIn: VariantChoice['finishedIn'];
}

/** What blocks around a form tell its action. */
export interface ActionData {
  registrationLink?: RegistrationLinkData;
}

export const ActionDataContext = createContext<ActionData>({});
