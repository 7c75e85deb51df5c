// Every config file against its schema (schemaFor), whose keywords also resolve i18n keys, route ids and forms.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ajvMessage } from './ajvMessage.ts';
import { addReferenceKeywords, type References } from './keywords.ts';
import { addPatternMessageKeyword } from './patternMessage.ts';
import type { ConfigProblem } from './problem.ts';
import { schemaFor } from './schemaFor.ts';
import type { Json } from './json.ts';
import type { ConfigTree } from './tree.ts';

/** Block types the screen schema knows, from the `type` const of each of its $defs. */
function blockTypes(screenSchema: Json): string[] {
  type Def = { properties?: { type?: { const?: string } } };
  const defs = (screenSchema as { $defs?: Record<string, Def> } | undefined)?.$defs ?? {};
  return Object.values(defs).flatMap((d) => d.properties?.type?.const ?? []);
}

// Compiled once for a set of schemas, and again only when one of them changes: a process checking many trees (the
// gallery's edits, the tests) pays the compilation once. The references are the tree's being checked.
let compiled: { key: string; ajv: Ajv2020 } | undefined;
let current: References | undefined;

function schemasCompiled(schemas: ConfigTree['schemas']): Ajv2020 {
  const key = JSON.stringify(schemas);
  if (compiled?.key === key) return compiled.ajv;
  // Unoptimized code: it compiles in half the time, and a config file is small.
  const ajv = new Ajv2020({
    allErrors: true,
    discriminator: true,
    verbose: true,
    strict: true,
    strictRequired: false,
    code: { optimize: false },
  });
  addFormats.default(ajv);
  addReferenceKeywords(ajv, () => current!);
  addPatternMessageKeyword(ajv);
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema as object, name);
  compiled = { key, ajv };
  return ajv;
}

/** `unreadable`: files that are not JSON; a config file whose schema is one of them is skipped. */
export function checkSchemas(
  tree: ConfigTree,
  references: References,
  unreadable: ReadonlySet<string>,
): ConfigProblem[] {
  const ajv = schemasCompiled(tree.schemas);
  current = references;
  const known = blockTypes(tree.schemas['screen.schema.json']);
  const someSchemaUnreadable = [...unreadable].some((file) => file.startsWith('schema/'));

  const problems: ConfigProblem[] = [];
  for (const [file, json] of Object.entries(tree.config)) {
    const schemaName = schemaFor(file);
    if (unreadable.has(`schema/config/${schemaName}`)) continue;
    let validate;
    try {
      validate = ajv.getSchema(schemaName);
    } catch (error) {
      if (someSchemaUnreadable) continue; // its $ref leads to the schema that is not JSON
      throw error;
    }
    if (!validate) {
      problems.push({ file, pointer: '', message: `no schema checks this file; add schema/config/${schemaName}.` });
      continue;
    }
    if (validate(json)) continue;
    for (const error of validate.errors ?? []) {
      // The errors of its branches (oneOf) or of what it then requires (if) say more.
      if (error.keyword === 'oneOf' || error.keyword === 'if') continue;
      problems.push({ file, pointer: error.instancePath, message: ajvMessage(error, known) });
    }
  }
  return problems;
}
