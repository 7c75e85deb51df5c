// Phone numbers for a sign-up by text message, the same for the app (loaded only with the phone panel) and the mock
// backend: libphonenumber-js with its mobile metadata, as a code goes by text message and only a mobile receives one.
import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** A typed number in E.164 (+4915112345678), or null when it is no valid mobile number. */
export function normalizePhoneNumber(text: string, defaultCountry?: string): string | null {
  const number = parsePhoneNumberFromString(text.trim(), defaultCountry as CountryCode | undefined);
  return number?.isValid() ? number.number : null;
}

/** A number the backend took (E.164) as a person reads it: +49 1511 2345678. */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** What the visitor typed so far, formatted as they type (spaces, brackets), for the country they are in. */
export function formatAsTyped(text: string, defaultCountry?: string): string {
  return new AsYouType(defaultCountry as CountryCode | undefined).input(text);
}
