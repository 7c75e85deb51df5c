// The config check: every config file against its schema (which also resolves i18n keys and route ids),
// then what a schema cannot see: that each route's screen file exists.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ajvMessage } from './ajvMessage.ts';
import { addReferenceKeywords } from './keywords.ts';
import { checkLocales, flattenKeys } from './locales.ts';
import type { ConfigProblem } from './problem.ts';
import { schemaFor } from './schemaFor.ts';
import type { ConfigTree, Json } from './tree.ts';

interface Route {
  id: string;
  screen: string;
}

/** Block types the screen schema knows, from the `type` const of each of its $defs. */
function blockTypes(screenSchema: Json): string[] {
  const defs = (screenSchema as { $defs?: Record<string, { properties?: { type?: { const?: string } } }> }).$defs ?? {};
  return Object.values(defs).flatMap((d) => d.properties?.type?.const ?? []);
}

export function checkConfig(tree: ConfigTree): ConfigProblem[] {
  const languages = (tree.config['config/app.json'] as { languages?: string[] } | undefined)?.languages ?? [];
  const routes = (tree.config['config/routes.json'] as { routes?: Route[] } | undefined)?.routes ?? [];
  const problems = checkLocales(tree.locales, languages);

  const ajv = new Ajv2020({ allErrors: true, discriminator: true, verbose: true, strict: true, strictRequired: false });
  addFormats.default(ajv);
  const keysByLanguage = Object.fromEntries(languages.map((l) => [l, flattenKeys(tree.locales[l] ?? {})]));
  addReferenceKeywords(ajv, keysByLanguage, new Set(routes.map((r) => r.id)));
  for (const [name, schema] of Object.entries(tree.schemas)) ajv.addSchema(schema as object, name);
  const known = blockTypes(tree.schemas['screen.schema.json']);

  for (const [file, json] of Object.entries(tree.config)) {
    const schemaName = schemaFor(file);
    const validate = ajv.getSchema(schemaName);
    if (!validate) {
      problems.push({ file, pointer: '', message: `no schema checks this file; add schema/config/${schemaName}.` });
      continue;
    }
    if (validate(json)) continue;
    for (const error of validate.errors ?? []) {
      if (error.keyword === 'oneOf') continue; // the errors of its branches say more
      problems.push({ file, pointer: error.instancePath, message: ajvMessage(error, known) });
    }
  }

  routes.forEach((route, i) => {
    if (`config/screens/${route.screen}.json` in tree.config) return;
    problems.push({
      file: 'config/routes.json',
      pointer: `/routes/${i}/screen`,
      message: `route "${route.id}" shows the screen "${route.screen}", but config/screens/${route.screen}.json does not exist.`,
    });
  });
  return problems;
}
