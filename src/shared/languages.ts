// The languages the product speaks (config/app.json), which are also the registration locales: one list, one type,
// for the app and the mock server alike. The values come from the config file (an edit shows at once in `npm
// start`); the type is the config's own words (src/shared/__generated__/configLiterals.ts, by npm run codegen).
import { appConfig } from '../config/appConfig.ts';
import type { Language } from './__generated__/configLiterals.ts';

export type { Language };

export const languages = appConfig.languages as readonly Language[];

/** The language whose pages are unprefixed; every other one is a path prefix. */
export const DEFAULT_LANGUAGE = appConfig.defaultLanguage as Language;

export const isLanguage = (value: string | null | undefined): value is Language =>
  languages.includes(value as Language);
