// The types of the data files the mock server reads (its scenario catalogue, the A/B experiments), derived from their
// JSON Schemas, so their shapes are written once.
import { compileFromFile } from 'json-schema-to-typescript';

const TARGETS = [
  { schema: 'schema/mock/scenarios.schema.json', output: 'scenarioCatalogue.ts' },
  { schema: 'schema/config/experiments.schema.json', output: 'experimentsConfig.ts' },
];

/** Generated source by file name (inside mock-server/__generated__/). */
export async function generateMockDataTypes(): Promise<Map<string, string>> {
  const generated = new Map<string, string>();
  for (const target of TARGETS) {
    const source = await compileFromFile(target.schema, {
      bannerComment: `/* Generated from ${target.schema} by scripts/codegen/mockDataTypes.ts. Do not edit. */`,
      additionalProperties: false,
      ignoreMinAndMaxItems: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    generated.set(target.output, source);
  }
  return generated;
}
