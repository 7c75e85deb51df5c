/**
 * GET /legal/<pkString>?lang=<language>: the legal text of a registration country's current version
 * (countryOptions' termsPkString or dataPolicyPkString), as the shop's content system would serve it.
 */
import { isLanguage } from '../../src/shared/languages.ts';
import { REGISTRATION_COUNTRIES } from '../../src/shared/registrationRules.ts';
import { countryOption } from '../rules/legalTexts.ts';
import { escapeHtml, htmlPageResponse } from '../base/htmlPage.ts';

export const LEGAL_DOCUMENTS_PREFIX = '/legal/';

const TITLES = {
  en: { terms: 'Terms and conditions', privacy: 'Privacy policy', version: 'Version' },
  de: { terms: 'Allgemeine Geschäftsbedingungen', privacy: 'Datenschutzerklärung', version: 'Version' },
  fr: { terms: 'Conditions générales', privacy: 'Politique de confidentialité', version: 'Version' },
  it: { terms: 'Condizioni generali', privacy: 'Informativa sulla privacy', version: 'Versione' },
  nl: { terms: 'Algemene voorwaarden', privacy: 'Privacyverklaring', version: 'Versie' },
  pl: { terms: 'Regulamin', privacy: 'Polityka prywatności', version: 'Wersja' },
  sv: { terms: 'Allmänna villkor', privacy: 'Integritetspolicy', version: 'Version' },
} as const;

/** Which document a pkString is: a country's current terms or data policy, else none. */
function documentOf(pkString: string) {
  for (const country of REGISTRATION_COUNTRIES) {
    const option = countryOption(country);
    if (option.termsPkString === pkString) return { country, kind: 'terms' as const };
    if (option.dataPolicyPkString === pkString) return { country, kind: 'privacy' as const };
  }
  return undefined;
}

export function legalDocumentResponse(pathname: string, url: URL): Response {
  let pkString: string;
  try {
    pkString = decodeURIComponent(pathname.slice(LEGAL_DOCUMENTS_PREFIX.length));
  } catch {
    return new Response('Not a valid path.', { status: 400 });
  }
  const document = documentOf(pkString);
  if (!document) return new Response('No legal text has this key.', { status: 404 });
  const requested = url.searchParams.get('lang');
  const lang = isLanguage(requested) ? requested : 'en';
  // The shop's content system has its own titles; in a language it has none for, English ones.
  const titles = TITLES[lang as keyof typeof TITLES] ?? TITLES.en;
  const countryName = new Intl.DisplayNames([lang], { type: 'region' }).of(document.country) ?? document.country;
  const title = `${titles[document.kind]} – ${countryName}`;
  return htmlPageResponse(
    { lang, title, body: `<p>${titles.version}: ${escapeHtml(pkString)}</p>` },
    { cacheControl: 'no-cache' },
  );
}
