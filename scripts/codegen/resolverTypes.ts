/**
 * The mock server's resolver types, derived from the shared SDL (schema/acquisition.graphql) with GraphQL Code
 * Generator, so each resolver's arguments and answer are checked against the contract by tsc.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as typescriptResolversPlugin from '@graphql-codegen/typescript-resolvers';
import { parse } from 'graphql';
import { format, resolveConfig } from 'prettier';

const SDL = 'schema/acquisition.graphql';
const OUTPUT = 'resolverTypes.ts';

const BANNER = [
  `/* Generated from ${SDL} by scripts/codegen/resolverTypes.ts. Do not edit. */`,
  // The plugins' helper types use `any` (e.g. a subscription's subscribe when it has a resolve).
  '/* eslint-disable */',
].join('\n');

/** Paths in the config are relative to the generated file. */
const CONFIG = {
  useTypeImports: true,
  // String unions instead of TS enums: resolvers answer with plain strings such as 'ADDED'.
  enumsAsTypes: true,
  contextType: '../graphql/context.ts#MockContext',
  // What a resolver answers where that is not the SDL type itself. Only where the answer lacks
  // fields something else fills: a mapper would otherwise hide a field added to the SDL.
  mappers: {
    // `passphrase` is filled by @graphql-tools/mock (graphql/mocks.ts) through the answer's $ref.
    ConsentCredentials: "Omit<ConsentCredentials, 'passphrase'>",
  },
  // Every root field has its resolver (the mock fills only nested fields), and a resolver is a
  // plain function, so `MutationResolvers['logIn']` can type a resolver on its own.
  avoidOptionals: { query: true, mutation: true, subscription: true },
  makeResolverTypeCallable: true,
  // The mock's type resolver for `node` reads __typename (or the $ref's type name).
  resolversNonOptionalTypename: { interfaceImplementingType: true },
};

/** Generated source by file name (inside mock-server/__generated__/), formatted like the rest of the repository. */
export async function generateResolverTypes(outDir: string): Promise<Map<string, string>> {
  const output = path.resolve(outDir, OUTPUT);
  const source = await codegen({
    schema: parse(readFileSync(SDL, 'utf8')),
    documents: [],
    filename: output,
    config: CONFIG,
    plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
    pluginMap: { typescript: typescriptPlugin, typescriptResolvers: typescriptResolversPlugin },
  });
  const options = (await resolveConfig(output)) ?? {};
  const formatted = await format(`${BANNER}\n${source}`, { ...options, filepath: output });
  return new Map([[OUTPUT, formatted]]);
}
