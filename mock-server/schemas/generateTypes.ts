/**
 * Derives mock-server/generated/*.ts from the JSON Schemas of the files the mock server reads,
 * so their shapes are written once. `npm run mock:types` rewrites them; a test fails when stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileFromFile } from 'json-schema-to-typescript';
import { PATHS, REPO_ROOT } from '../paths.ts';

const TARGETS = [
  { schema: PATHS.scenariosSchema, output: 'mock-server/generated/scenarioCatalogue.ts' },
  { schema: PATHS.experimentsSchema, output: 'mock-server/generated/experimentsConfig.ts' },
];

/** Generated source by repository-relative output path. */
export async function generateTypes(): Promise<Map<string, string>> {
  const generated = new Map<string, string>();
  for (const target of TARGETS) {
    const source = await compileFromFile(target.schema, {
      bannerComment: `/* Generated from ${path.relative(REPO_ROOT, target.schema)} by mock-server/schemas/generateTypes.ts. Do not edit. */`,
      additionalProperties: false,
      ignoreMinAndMaxItems: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    generated.set(target.output, source);
  }
  return generated;
}

export async function writeGeneratedTypes(): Promise<void> {
  for (const [output, source] of await generateTypes()) {
    writeFileSync(path.join(REPO_ROOT, output), source);
    console.log(`mock:types wrote ${output}`);
  }
}
