// The app and the mock agree on phone numbers: what the phone panel sends (E.164, from what the visitor typed in
// the page's country) the backend accepts, and what the panel refuses the backend refuses too.
import { describe, expect, it } from 'vitest';
import { normalizeDestination } from '../../mock-server/rules/oneTimeCodeDestination.ts';
import { formatAsTyped, formatInternational, normalizePhoneNumber } from '../../src/shared/phoneNumber.ts';

const TYPED: [typed: string, country: string, e164: string | null][] = [
  ['0151 12345678', 'DE', '+4915112345678'],
  ['+49 (0)151 1234-5678', 'PL', '+4915112345678'],
  ['512 345 678', 'PL', '+48512345678'],
  ['06 12345678', 'NL', '+31612345678'],
  ['070-123 45 67', 'SE', '+46701234567'],
  ['06 12 34 56 78', 'FR', '+33612345678'],
  ['347 123 4567', 'IT', '+393471234567'],
  ['030 1234567', 'DE', null], // a landline: no text message
  ['0151 123', 'DE', null],
  ['+49 12', 'DE', null],
  ['phone', 'DE', null],
];

describe('phone numbers, shared by the panel and the backend', () => {
  it.each(TYPED)('%s in %s is %s', (typed, country, e164) => {
    expect(normalizePhoneNumber(typed, country)).toBe(e164);
    if (e164) expect(normalizeDestination('PHONE', e164)).toBe(e164);
    // Without the visitor's country the backend takes only numbers with their country code.
    expect(normalizeDestination('PHONE', typed)).toBe(typed.startsWith('+') ? e164 : null);
  });

  it('shows a number the backend took spaced as a person reads it, in any country', () => {
    expect(formatInternational('+4915112345678')).toBe('+49 1511 2345678');
    expect(formatInternational('+48512345678')).toBe('+48 512 345 678');
    expect(formatInternational('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatInternational('not a number')).toBe('not a number'); // shown as it came
  });

  it('formats as the visitor types, in the country of the page', () => {
    expect(formatAsTyped('015112345678', 'DE')).toBe('01511 2345678');
    expect(formatAsTyped('512345678', 'PL')).toBe('512 345 678');
  });
});
