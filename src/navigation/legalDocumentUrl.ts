import { appConfig } from '../config/appConfig.ts';

/** Where the legal text with this version key (a countryOptions pkString) is read, in the visitor's language. */
export const legalDocumentUrl = (pkString: string, language: string): string =>
  appConfig.legalDocumentUrl
    .replace('{pkString}', encodeURIComponent(pkString))
    .replace('{lang}', encodeURIComponent(language));
