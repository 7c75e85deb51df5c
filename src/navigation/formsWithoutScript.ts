// A form that works without JavaScript (config/forms/<name>.json `withoutScript`) is sent by the browser itself, as
// a GET to a path of its own, which the server redirects to the route the form opens. Two segments: no registration
// code (the landing page's one-segment slug) can be that path.
import { type Language } from '../shared/languages.ts';
import { appConfig } from '../config/appConfig.ts';
import { localizedPath } from './routeTable.ts';

/** e.g. ('registration-code', 'de') → '/acquisition/de/forms/registration-code'. */
export const formWithoutScriptPath = (formName: string, lang: Language | undefined) =>
  appConfig.basePath + localizedPath(lang, `forms/${formName}`);
