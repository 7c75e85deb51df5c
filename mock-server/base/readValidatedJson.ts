/** Reads a JSON data file and checks it against its JSON Schema, failing with readable sentences. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { REPO_ROOT } from './paths.ts';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export function readValidatedJson<T>(file: string, schemaFile: string): T {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
  addFormats.default(ajv);
  const validate = ajv.compile(readJson(schemaFile) as object);
  const data = readJson(file);
  if (validate(data)) return data as T;
  const where = path.relative(REPO_ROOT, file);
  const lines = (validate.errors ?? []).map((e) => `  ${where}${e.instancePath || '/'}: ${e.message ?? e.keyword}`);
  throw new Error(`${where} does not match ${path.relative(REPO_ROOT, schemaFile)}:\n${lines.join('\n')}`);
}
