/**
 * Where a request's variables hold each input of the SDL: its root fields' arguments and, inside input objects, their
 * fields, named by schema coordinate (Type.field(argument:), InputType.field) as inputLengthLimits.ts names them.
 */
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';

export type VariablePath = (string | number)[];
export interface InputPlace {
  coordinate: string;
  path: VariablePath;
}

/** Every place inside a variable's value, following its type. */
function placesInValue(type: GraphQLInputType, value: unknown, coordinate: string, path: VariablePath): InputPlace[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return [];
  if (isListType(inner)) {
    return (value as unknown[]).flatMap((item, index) =>
      placesInValue(inner.ofType, item, coordinate, [...path, index]),
    );
  }
  if (!isInputObjectType(inner)) return [{ coordinate, path }];
  return Object.values(inner.getFields()).flatMap((field) =>
    placesInValue(field.type, (value as Record<string, unknown>)[field.name], `${inner.name}.${field.name}`, [
      ...path,
      field.name,
    ]),
  );
}

/** Every place a query's value node leads to in the variables (literals in the query text have none). */
function placesInNode(
  type: GraphQLInputType,
  node: ValueNode,
  coordinate: string,
  variables: Record<string, unknown>,
): InputPlace[] {
  if (node.kind === Kind.VARIABLE) {
    const name = node.name.value;
    return placesInValue(type, variables[name], coordinate, [name]);
  }
  const named = getNamedType(type);
  if (node.kind === Kind.OBJECT && isInputObjectType(named)) {
    return node.fields.flatMap((fieldNode) => {
      const field = named.getFields()[fieldNode.name.value]!;
      return placesInNode(field.type, fieldNode.value, `${named.name}.${field.name}`, variables);
    });
  }
  if (node.kind === Kind.LIST && isListType(isNonNullType(type) ? type.ofType : type)) {
    return node.values.flatMap((item) => placesInNode(named, item, coordinate, variables));
  }
  return [];
}

/** The root fields an operation's text selects, each with its root type and the selection that names it. */
export function selectedRootFields(schema: GraphQLSchema, query: string) {
  const operation = parse(query).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const root = schema.getRootType(operation.operation)!;
  return operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [{ root, field: root.getFields()[selection.name.value]!, selection }] : [],
  );
}

/** Every input a request's variables hold, by coordinate and path. */
export function inputPlaces(schema: GraphQLSchema, query: string, variables: Record<string, unknown>): InputPlace[] {
  return selectedRootFields(schema, query).flatMap(({ root, field, selection }) =>
    (selection.arguments ?? []).flatMap((argNode) => {
      const arg = field.args.find((a) => a.name === argNode.name.value)!;
      return placesInNode(arg.type, argNode.value, `${root.name}.${field.name}(${arg.name}:)`, variables);
    }),
  );
}

/** The value at a path of the variables. */
export const valueAt = (variables: unknown, path: VariablePath): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], variables);

/** A copy of the variables with the value at path replaced. */
export function withValueAt(variables: Record<string, unknown>, path: VariablePath, value: unknown) {
  const copy = structuredClone(variables);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}
