/**
 * The visitor's country: a geo-IP header set by the edge (CF-IPCountry or X-Country-Code, also handy
 * for QA), else the region of the first Accept-Language entry.
 */
import { DEFAULT_REGISTRATION_COUNTRY, isRegistrationCountry } from '../../../src/shared/registrationRules.ts';
import type { QueryResolvers, VisitorCountrySource } from '../../__generated__/resolverTypes.ts';
import type { MockContext } from '../context.ts';

function detectCountry(context: MockContext): { isoCode: string | null; source: VisitorCountrySource } {
  const geo = (context.header('cf-ipcountry') ?? context.header('x-country-code'))?.trim().toUpperCase();
  if (geo && /^[A-Z]{2}$/.test(geo)) return { isoCode: geo, source: 'GEO_IP' };
  const region = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(context.header('accept-language')?.trim() ?? '')?.[1];
  if (region) return { isoCode: region.toUpperCase(), source: 'ACCEPT_LANGUAGE' };
  return { isoCode: null, source: 'UNKNOWN' };
}

export const visitorCountry: QueryResolvers['visitorCountry'] = (_, __, context) => {
  const detected = detectCountry(context);
  return { ...detected, isRegistrationCountry: isRegistrationCountry(detected.isoCode) };
};

/** spec §7 countryDetails: the visitor's country when registration is offered there, else DE. */
export const countryDetails: QueryResolvers['countryDetails'] = (_, __, context) => {
  const { isoCode } = detectCountry(context);
  return { country: isRegistrationCountry(isoCode) ? isoCode : DEFAULT_REGISTRATION_COUNTRY };
};
