/**
 * The operations the app sends, as the Relay compiler wrote them (src/__generated__/relay), with their variables'
 * types from the shared SDL and a well-typed request for each: the catalogue's happy path where it has one for the
 * operation's root field (its variables and headers), else a value built from the type.
 */
import {
  getArgumentValues,
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { scenarios } from './catalogue.ts';
import { sdlSchema } from './sdl.ts';

interface RelayRequest {
  kind: string;
  params: { name: string; operationKind: 'query' | 'mutation' | 'subscription'; text: string };
}

const artifacts = import.meta.glob<RelayRequest>('../../../src/__generated__/relay/*.graphql.ts', {
  eager: true,
  import: 'default',
});

export interface AppVariable {
  name: string;
  type: GraphQLInputType;
}

export interface AppOperation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  query: string;
  variables: AppVariable[];
  /** Well-typed variables: the catalogue's happy path where it has one, else built from the types. */
  validVariables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A well-typed value of any input type: every field of an input object, one item in a list. */
export function valueOfType(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return valueOfType(type.ofType);
  if (type instanceof GraphQLList) return [valueOfType(type.ofType)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.name;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, valueOfType(field.type)]));
  }
  return { Boolean: true, Int: 1, Float: 1.5 }[type.name] ?? 'mock';
}

/** The catalogue's happy path for this root field, as argument values, and its headers. */
function catalogueArguments(rootType: 'query' | 'mutation' | 'subscription', field: string) {
  const success = scenarios.find((s) => s.operation === field && s.kind === 'success');
  if (!success) return { args: {}, headers: {} };
  const document = parse(success.request.query);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  const node = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD && s.name.value === field);
  const fieldDef = sdlSchema.getRootType(rootType as never)!.getFields()[field]!;
  const args = node?.kind === Kind.FIELD ? getArgumentValues(fieldDef, node, success.request.variables ?? {}) : {};
  return { args, headers: success.request.headers ?? {} };
}

function toOperation(request: RelayRequest): AppOperation {
  const { name, operationKind, text } = request.params;
  const definition = parse(text).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const variables = (definition.variableDefinitions ?? []).map((v) => ({
    name: v.variable.name.value,
    type: typeFromAST(sdlSchema, v.type as never) as GraphQLInputType,
  }));
  const validVariables = Object.fromEntries(variables.map((v) => [v.name, valueOfType(v.type)]));
  let headers: Record<string, string> = {};
  for (const selection of definition.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const found = catalogueArguments(operationKind, selection.name.value);
    headers = { ...headers, ...found.headers };
    for (const argument of selection.arguments ?? []) {
      const bound = argument.value.kind === Kind.VARIABLE ? argument.value.name.value : undefined;
      if (bound && argument.name.value in found.args) validVariables[bound] = found.args[argument.name.value];
    }
  }
  return { name, kind: operationKind, query: text, variables, validVariables, headers };
}

export const appOperations: AppOperation[] = Object.values(artifacts)
  .filter((artifact) => artifact.kind === 'Request')
  .map(toOperation);

export const namedTypeOf = (type: GraphQLInputType) => getNamedType(type);
