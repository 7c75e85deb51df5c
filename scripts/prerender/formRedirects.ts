// A form that works without JavaScript (config/forms/<name>.json `withoutScript`) is sent by the browser as a GET
// to its own path (src/navigation/formsWithoutScript.ts); this is what answers it, in every language: the production
// server redirects by formRedirectLocation, a static host by the rules of its _redirects file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appConfig } from '../../src/config/appConfig.ts';
import type { FormConfig } from '../../src/config/__generated__/form.ts';
import type { ParamValidation } from '../../src/config/types.ts';
import { formWithoutScriptPath } from '../../src/navigation/formsWithoutScript.ts';
import { routeById, routePath } from '../../src/navigation/routeById.ts';
import { languagePrefixes } from '../../src/navigation/routeTable.ts';
import { passesValidation } from '../../src/shared/paramValidation.ts';

export interface FormRedirect {
  /** Where the browser sends the form, e.g. /acquisition/de/forms/registration-code. */
  path: string;
  /** The query parameter read (the field's name in config), e.g. registrationCode. */
  field: string;
  /** The URL pattern of the route opened, e.g. /acquisition/de/:slug, and the parameter the value fills. */
  target: string;
  param: string;
  /** The route's validation of that parameter: a value it refuses, or none, opens the 404 page. */
  validate?: ParamValidation;
  notFound: string;
}

const FORMS = path.resolve('config/forms');

export function formRedirects(): FormRedirect[] {
  return readdirSync(FORMS)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const config = JSON.parse(readFileSync(path.join(FORMS, file), 'utf8')) as FormConfig;
      const opens = config.withoutScript;
      if (!opens) return [];
      const route = routeById(opens.route);
      const validate = route.validate?.param === opens.param ? route.validate : undefined;
      return languagePrefixes.map((prefix) => ({
        path: formWithoutScriptPath(path.basename(file, '.json'), prefix),
        field: opens.field,
        target: appConfig.basePath + '/' + [prefix, route.path.replace(/\?(?=\/|$)/g, '')].filter(Boolean).join('/'),
        param: opens.param,
        ...(validate === undefined ? {} : { validate }),
        notFound: appConfig.basePath + routePath(appConfig.routes.notFound, prefix),
      }));
    });
}

/** Where a form sent without JavaScript goes: its trimmed value in the route's URL, or the 404 page of its language. */
export function formRedirectLocation(redirect: FormRedirect, query: URLSearchParams): string {
  const value = (query.get(redirect.field) ?? '').trim();
  if (value === '' || (redirect.validate !== undefined && !passesValidation(value, redirect.validate))) {
    return redirect.notFound;
  }
  return redirect.target.replace(`:${redirect.param}`, encodeURIComponent(value));
}
