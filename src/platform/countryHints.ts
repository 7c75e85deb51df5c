// Spec §5's country derivation: what the visit says about the visitor's country, in the spec's order —
// the `lang` query parameter, the `lang` cookie, the browser's languages, the top-level domain, the
// browser's time zone. The backend's country comes last (the caller has it from its query).
import Cookies from 'js-cookie';

/** Spec §9: the language the page was shown in, for the shop backend (written by src/i18n/languageCookies.ts). */
export const LANG_COOKIE = 'lang';

export interface CountryHints {
  langQuery: string | null;
  langCookie: string | undefined;
  browserLanguages: readonly string[];
  hostname: string;
  timeZone: string | undefined;
}

/** Reads the hints off the page's URL and the browser: call it in an effect or a handler, never while rendering. */
export function readCountryHints(url: URL): CountryHints {
  return {
    langQuery: url.searchParams.get('lang'),
    langCookie: Cookies.get(LANG_COOKIE),
    browserLanguages: navigator.languages ?? [navigator.language],
    hostname: url.hostname,
    // Read only if asked: the derivation needs it only when no hint before it names an offered country.
    get timeZone() {
      return browserTimeZone();
    },
  };
}

type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's time zone. Temporal names it at no cost; the first Intl.DateTimeFormat loads the platform's date
 * tables (40 ms on a desktop, a long task on a phone), so it is only the way for browsers without Temporal.
 */
const browserTimeZone = (): string | undefined =>
  (globalThis as WithTemporal).Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The region a locale names (`pl-PL` → PL, `de_AT` → AT). A bare language (`de`) names no country:
 * German is spoken in DE, AT and CH, and the app writes the shown language to the `lang` cookie.
 */
export function regionOf(locale: string | null | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return new Intl.Locale(locale.trim().replace('_', '-')).region;
  } catch {
    return undefined; // not a locale
  }
}

/** `maisonclub.at` → AT; `uk` is the one top-level domain that is not its ISO code. */
export function countryOfHost(hostname: string): string | undefined {
  const tld = hostname.split('.').pop()?.toUpperCase() ?? '';
  if (tld === 'UK') return 'GB';
  return /^[A-Z]{2}$/.test(tld) ? tld : undefined;
}

type LocaleWithTimeZones = Intl.Locale & { getTimeZones?(): string[]; timeZones?: string[] };

/**
 * The country among `countries` whose time zones hold `timeZone` (Europe/Vienna → AT), from the
 * platform's own tables (Intl.Locale#getTimeZones; browsers without it skip this step).
 */
export function countryOfTimeZone(timeZone: string | undefined, countries: readonly string[]): string | undefined {
  // UTC and the Etc/ zones are no place: no country to look up (the platform's tables are slow to read).
  if (!timeZone || !timeZone.includes('/') || timeZone.startsWith('Etc/')) return undefined;
  return countries.find((country) => {
    const locale = new Intl.Locale(`und-${country}`) as LocaleWithTimeZones;
    return (locale.getTimeZones?.() ?? locale.timeZones ?? []).includes(timeZone);
  });
}

/** The first hinted country among `offered`, else the backend's when offered, else `fallback`. */
export function preferredCountry<Country extends string>(
  hints: CountryHints,
  offered: readonly Country[],
  backendCountry: string | null | undefined,
  fallback: Country,
): Country {
  // In order, each asked only if the ones before named no offered country (the time zone's tables are slow to read).
  const hinted: (() => string | undefined)[] = [
    () => regionOf(hints.langQuery),
    () => regionOf(hints.langCookie),
    ...hints.browserLanguages.map((language) => () => regionOf(language)),
    () => countryOfHost(hints.hostname),
    () => countryOfTimeZone(hints.timeZone, offered),
    () => backendCountry ?? undefined,
  ];
  const isOffered = (country: string | undefined): country is Country => offered.some((o) => o === country);
  for (const hint of hinted) {
    const country = hint();
    if (isOffered(country)) return country;
  }
  return fallback;
}
