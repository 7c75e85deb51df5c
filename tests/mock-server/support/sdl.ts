/** The shared SDL, parsed, for tests that compare it with the server's tables and the catalogue. */
import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { PATHS } from '../../../mock-server/base/paths.ts';

export const sdlSchema = buildSchema(readFileSync(PATHS.graphqlSchema, 'utf8'));

export function enumValues(name: string): string[] {
  const type = sdlSchema.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum of the SDL.`);
  return type.getValues().map((value) => value.name);
}
