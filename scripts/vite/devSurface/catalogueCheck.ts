// The mock's catalogue (mock-server/scenarios.json), which the gallery edits to seed a copy variant's test code, is
// checked as the mock reads it (its schema, schema/mock/scenarios.schema.json) and as its index and store need it (each
// id once, each variant's seeded code once), so an edit the running mock would not take is refused instead.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { MockScenario, MockScenarioCatalogue } from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import type { ConfigProblem } from '../../config-check/problem.ts';
import { pointer } from '../../../src/shared/jsonPointer.ts';

export const CATALOGUE_FILE = 'mock-server/scenarios.json';
const SCHEMA_FILE = 'schema/mock/scenarios.schema.json';

/** A value given twice among the scenarios: its pointer and a sentence. */
function repeated(scenarios: MockScenario[], what: string, valueOf: (s: MockScenario) => string | undefined) {
  const seen = new Map<string, number>();
  return scenarios.flatMap((scenario, i): ConfigProblem[] => {
    const value = valueOf(scenario);
    if (value === undefined) return [];
    const first = seen.get(value);
    seen.set(value, first ?? i);
    const message = `${what} "${value}" is already scenario ${first}'s.`;
    return first === undefined ? [] : [{ file: CATALOGUE_FILE, pointer: pointer('scenarios', i), message }];
  });
}

// Compiled once per text of the schema: a save checks the catalogue without compiling it again.
const compiled = new Map<string, ValidateFunction>();

function validatorOf(schemaText: string): ValidateFunction {
  const known = compiled.get(schemaText);
  if (known) return known;
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, code: { optimize: false } });
  addFormats.default(ajv);
  const validate = ajv.compile(JSON.parse(schemaText) as object);
  compiled.set(schemaText, validate);
  return validate;
}

/** What the mock would object to in the catalogue `json` (the project's schema read from `root`). */
export async function catalogueProblems(root: string, json: unknown): Promise<ConfigProblem[]> {
  const validate = validatorOf(await readFile(path.join(root, SCHEMA_FILE), 'utf8'));
  if (!validate(json))
    return (validate.errors ?? []).map((error) => ({
      file: CATALOGUE_FILE,
      pointer: error.instancePath,
      message: `${error.message ?? error.keyword}.`,
    }));
  // Valid: the catalogue as its generated type has it.
  const { scenarios } = json as MockScenarioCatalogue;
  return [
    ...repeated(scenarios, 'the id', (s) => s.id),
    // The store seeds one code per variant scenario (mock-server/store/variantCodes.ts): one customization each.
    ...repeated(scenarios, 'the seeded code', (s) =>
      s.kind === 'variant' && s.trigger.via === 'seed' && s.trigger.field === 'registrationCode'
        ? s.trigger.value.toUpperCase()
        : undefined,
    ),
  ];
}
