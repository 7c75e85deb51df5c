import { describe, expect, it } from 'vitest';
import {
  countryOfHost,
  countryOfTimeZone,
  preferredCountry,
  regionOf,
  type CountryHints,
} from '../../src/platform/countryHints.ts';
import { REGISTRATION_COUNTRIES } from '../../src/shared/registrationRules.ts';

const none: CountryHints = {
  langQuery: null,
  langCookie: undefined,
  browserLanguages: [],
  hostname: 'localhost',
  timeZone: 'UTC',
};
const pick = (hints: Partial<CountryHints>, backend: string | null = null) =>
  preferredCountry({ ...none, ...hints }, REGISTRATION_COUNTRIES, backend, 'DE');

describe('the parts of the derivation', () => {
  it('reads the region of a locale, not a bare language', () => {
    expect(regionOf('pl-PL')).toBe('PL');
    expect(regionOf('de_AT')).toBe('AT');
    expect(regionOf('de')).toBeUndefined();
    expect(regionOf('not a locale')).toBeUndefined();
    expect(regionOf(undefined)).toBeUndefined();
  });

  it('reads the country of a top-level domain; uk is GB', () => {
    expect(countryOfHost('www.maisonclub.at')).toBe('AT');
    expect(countryOfHost('maisonclub.co.uk')).toBe('GB');
    expect(countryOfHost('maisonclub.com')).toBeUndefined();
    expect(countryOfHost('localhost')).toBeUndefined();
  });

  it("finds a time zone's country among the given ones", () => {
    expect(countryOfTimeZone('Europe/Vienna', REGISTRATION_COUNTRIES)).toBe('AT');
    expect(countryOfTimeZone('Atlantic/Canary', REGISTRATION_COUNTRIES)).toBe('ES');
    expect(countryOfTimeZone('Europe/London', REGISTRATION_COUNTRIES)).toBeUndefined();
    expect(countryOfTimeZone('UTC', REGISTRATION_COUNTRIES)).toBeUndefined();
    expect(countryOfTimeZone('Etc/GMT-1', REGISTRATION_COUNTRIES)).toBeUndefined();
  });
});

describe('spec §5 order: lang query, cookie, browser languages, domain, time zone, backend; DE otherwise', () => {
  const all: Partial<CountryHints> = {
    langQuery: 'fr-BE',
    langCookie: 'nl-NL',
    browserLanguages: ['pl-PL'],
    hostname: 'maisonclub.se',
    timeZone: 'Europe/Vienna',
  };

  it('takes the first hint that names a registration country', () => {
    expect(pick(all, 'IT')).toBe('BE');
    expect(pick({ ...all, langQuery: null }, 'IT')).toBe('NL');
    expect(pick({ ...all, langQuery: null, langCookie: 'nl' }, 'IT')).toBe('PL');
    expect(pick({ hostname: 'maisonclub.se', timeZone: 'Europe/Vienna' }, 'IT')).toBe('SE');
    expect(pick({ timeZone: 'Europe/Vienna' }, 'IT')).toBe('AT');
    expect(pick({}, 'IT')).toBe('IT');
    expect(pick({})).toBe('DE');
  });

  it('passes over hints outside the list: en-US, a .uk domain, London time', () => {
    expect(pick({ browserLanguages: ['en-US', 'en-GB', 'de-AT'] })).toBe('AT');
    expect(pick({ hostname: 'maisonclub.co.uk', timeZone: 'Europe/London' }, 'LU')).toBe('LU');
    expect(pick({ hostname: 'maisonclub.co.uk', timeZone: 'Europe/London' }, 'US')).toBe('DE');
  });

  it('offers only what the code offers', () => {
    expect(preferredCountry({ ...none, browserLanguages: ['pl-PL'] }, ['AT', 'CH'], 'CH', 'AT')).toBe('CH');
  });
});

describe('what the derivation reads', () => {
  it('asks for the time zone only when no hint before it names an offered country', () => {
    let asked = 0;
    const hints = (langQuery: string | null): CountryHints => ({
      ...none,
      langQuery,
      get timeZone() {
        asked += 1;
        return 'Europe/Vienna';
      },
    });
    expect(preferredCountry(hints('pl-PL'), REGISTRATION_COUNTRIES, null, 'DE')).toBe('PL');
    expect(asked).toBe(0);
    expect(preferredCountry(hints(null), REGISTRATION_COUNTRIES, null, 'DE')).toBe('AT');
    expect(asked).toBe(1);
  });
});
