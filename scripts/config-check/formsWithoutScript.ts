// A form's withoutScript opens a route with one of its fields as the route's parameter: a route, a parameter or a
// field that is not there would redirect a browser without JavaScript to a page that cannot show the value.
import { formFields } from './configParts.ts';
import { isRecord, type Json } from './json.ts';
import type { ConfigProblem } from './problem.ts';
import { routesOf } from './routeScreens.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

const parametersOf = (path: string) => path.split('/').flatMap((part) => /^:(\w+)\??$/.exec(part)?.[1] ?? []);

export function checkFormsWithoutScript(config: Record<string, Json>): ConfigProblem[] {
  return Object.entries(config)
    .filter(([file]) => file.startsWith('config/forms/'))
    .flatMap(([file, form]) => {
      // Without a readable config/routes.json there is nothing to check against (its own problem is reported).
      if (!isRecord(form) || !isRecord(form.withoutScript) || !('config/routes.json' in config)) return [];
      const { route: id, param, field } = form.withoutScript;
      const problem = (key: string, message: string) => [{ file, pointer: pointer('withoutScript', key), message }];
      const route = routesOf(config).find((r) => r.id === id);
      if (!route) return problem('route', `"${String(id)}" is not a route of config/routes.json.`);
      const parameters = parametersOf(route.path);
      if (typeof param !== 'string' || !parameters.includes(param)) {
        return problem('param', `route "${route.id}" has no parameter "${String(param)}" (its path is ${route.path}).`);
      }
      const fields = formFields(form) ?? [];
      if (typeof field !== 'string' || !fields.includes(field)) {
        return problem('field', `"${String(field)}" is not a field of this form; its fields are ${fields.join(', ')}.`);
      }
      return [];
    });
}
