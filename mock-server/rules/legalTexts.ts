/** The current versions of each registration country's terms and data policy. */
import { REGISTRATION_COUNTRIES, type RegistrationCountry } from '../../src/shared/registrationRules.ts';

export interface CountryOption {
  isoCode: RegistrationCountry;
  dataPolicyPkString: string;
  termsPkString: string;
}

export const countryOption = (isoCode: RegistrationCountry): CountryOption => ({
  isoCode,
  dataPolicyPkString: `DATA_POLICY_${isoCode}_v3`,
  termsPkString: `TERMS_${isoCode}_v5`,
});

export const countryOptions = (): CountryOption[] => REGISTRATION_COUNTRIES.map(countryOption);
