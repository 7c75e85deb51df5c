/**
 * What a hostile client puts where an argument goes: wrong types, null, huge strings, nested structures, unknown
 * fields, prototype keys. Every argument path of a variable (its input object's fields, a list's first item) takes
 * each of them; `acceptedBy` tells from the type alone whether GraphQL must refuse it before any resolver runs.
 */
import { coerceInputValue, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, type GraphQLInputType } from 'graphql';
import { valueOfType, type AppOperation } from './app-operations.ts';

/** Marks a value to be left out of the request (a missing argument or field). */
export const MISSING = Symbol('missing');

const nested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 1);

/** Within the mock's 100 KiB body limit, so each reaches GraphQL; the transport tests send larger bodies. */
export const HOSTILE_VALUES: ReadonlyArray<readonly [name: string, value: unknown]> = [
  ['null', null],
  ['missing', MISSING],
  ['empty string', ''],
  ['only white space', ' \t\n\u00a0\u2003 '],
  ['90,000 characters', 'x'.repeat(90_000)],
  ['20,000 emoji', '😀'.repeat(20_000)],
  ['control and bidirectional characters', 'a\u0000\u0007\u001b[31m\u202e\u2066b\ufeff\u200b'],
  ['a lone surrogate', 'a\ud800b'],
  ['markup and script', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['format and injection strings', "%s%n%x ${7*7} {{7*7}} ' OR 1=1 -- \\"],
  ['400 digits', '9'.repeat(400)],
  ['an integer', 42],
  ['a negative fraction', -1.5],
  ['a huge number', 1e308],
  ['an integer past 2^53', 2 ** 60],
  ['a boolean', true],
  ['an empty object', {}],
  ['an object', { a: 1, b: 'x' }],
  ['an empty list', []],
  ['a list', ['x']],
  ['nested lists', [[['x']], []]],
  ['an object 1,000 levels deep', nested(1000)],
  ['an object with 1,000 keys', Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i]))],
  ['a list of 10,000 items', Array.from({ length: 10_000 }, () => 'x')],
  ['a __proto__ key', { ['__proto__']: { polluted: 'yes' } }],
  ['a constructor key', { constructor: { prototype: { polluted: 'yes' } } }],
];

export interface ArgumentPath {
  path: (string | number)[];
  type: GraphQLInputType;
}

/** Every place an argument's value goes: the variable, each field of an input object, the first item of a list. */
export function argumentPaths(operation: AppOperation): ArgumentPath[] {
  const paths: ArgumentPath[] = [];
  const visit = (path: (string | number)[], type: GraphQLInputType) => {
    paths.push({ path, type });
    const inner = type instanceof GraphQLNonNull ? type.ofType : type;
    if (inner instanceof GraphQLList) visit([...path, 0], inner.ofType);
    if (inner instanceof GraphQLInputObjectType) {
      for (const field of Object.values(inner.getFields())) visit([...path, field.name], field.type);
    }
  };
  for (const variable of operation.variables) visit([variable.name], variable.type);
  return paths;
}

/** The operation's valid variables with `value` at `path` (its containers made from their types where absent). */
export function variablesWith(operation: AppOperation, path: (string | number)[], value: unknown) {
  const variables = structuredClone(operation.validVariables) as Record<string | number, unknown>;
  let container = variables;
  let type: GraphQLInputType | undefined;
  for (const [i, key] of path.entries()) {
    type = i === 0 ? operation.variables.find((v) => v.name === key)!.type : childType(type!, key);
    if (i === path.length - 1) break;
    container[key] ??= valueOfType(type);
    container = container[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1)!;
  if (value === MISSING) {
    if (Array.isArray(container)) container.splice(last as number, 1);
    else delete container[last];
  } else container[last] = value;
  return variables;
}

function childType(type: GraphQLInputType, key: string | number): GraphQLInputType {
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  if (inner instanceof GraphQLList) return inner.ofType;
  return (inner as GraphQLInputObjectType).getFields()[key]!.type;
}

/** Whether GraphQL's own coercion takes these variables (else it must refuse the request before executing it). */
export function acceptedBy(operation: AppOperation, variables: Record<string, unknown>): boolean {
  let accepted = true;
  for (const { name, type } of operation.variables) {
    const value = JSON.parse(JSON.stringify(variables[name] ?? null)) as unknown;
    if (variables[name] === undefined && !(type instanceof GraphQLNonNull)) continue;
    coerceInputValue(value, type, () => (accepted = false));
  }
  return accepted;
}
