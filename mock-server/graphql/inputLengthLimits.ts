/**
 * The contract's length limits, read from the SDL's descriptions ("At most N characters (longer: X)", see the head of
 * schema/acquisition.graphql): the one list of them. A limit whose X is BAD_USER_INPUT is enforced here, before the
 * call runs; any other X names the problem the call's own rules answer (src/shared/registrationRules.ts).
 */
import {
  defaultFieldResolver,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLList,
  type GraphQLNonNull,
  type GraphQLSchema,
} from 'graphql';
import { graphqlError } from '../base/graphqlError.ts';

// By their tags, not instanceof: the schema may come from another copy of graphql (graphqlError.ts says why).
const tagged =
  <T>(tag: string) =>
  (type: unknown): type is T =>
    Object.prototype.toString.call(type) === `[object ${tag}]`;
const isNonNullType = tagged<GraphQLNonNull<GraphQLInputType>>('GraphQLNonNull');
const isListType = tagged<GraphQLList<GraphQLInputType>>('GraphQLList');
const isInputObjectType = tagged<GraphQLInputObjectType>('GraphQLInputObjectType');

export const REFUSED_BEFORE_THE_CALL = 'BAD_USER_INPUT';

export interface LengthLimit {
  /** Its schema coordinate: InputType.field, or Type.field(argument:). */
  coordinate: string;
  /** The input field's or argument's name. */
  name: string;
  max: number;
  /** What a longer value gets: BAD_USER_INPUT, or the name of the problem the call answers. */
  longer: string;
}

const LIMIT = /At most (\d+) characters \(longer: (?:the problem )?(\w+)/;

export function limitIn(description: string | null | undefined): Pick<LengthLimit, 'max' | 'longer'> | undefined {
  const match = LIMIT.exec(description ?? '');
  return match ? { max: Number(match[1]), longer: match[2]! } : undefined;
}

const rootTypes = (schema: GraphQLSchema) =>
  [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) => type ?? []);

/** Every limit the SDL states, on the root fields' arguments and on the input types' fields. */
export function lengthLimits(schema: GraphQLSchema): LengthLimit[] {
  const limits: LengthLimit[] = [];
  const add = (coordinate: string, name: string, description: string | null | undefined) => {
    const limit = limitIn(description);
    if (limit) limits.push({ coordinate, name, ...limit });
  };
  for (const type of rootTypes(schema)) {
    for (const field of Object.values(type.getFields())) {
      for (const arg of field.args) add(`${type.name}.${field.name}(${arg.name}:)`, arg.name, arg.description);
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      add(`${type.name}.${field.name}`, field.name, field.description);
    }
  }
  return limits;
}

/** The coordinates of the values past a limit enforced here, anywhere inside one argument's value. */
function* pastLimits(
  type: GraphQLInputType,
  value: unknown,
  coordinate: string,
  description?: string | null,
): Generator<string> {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return;
  if (isListType(inner)) {
    for (const item of value as unknown[]) yield* pastLimits(inner.ofType, item, coordinate, description);
  } else if (isInputObjectType(inner)) {
    for (const field of Object.values(inner.getFields())) {
      const fieldValue = (value as Record<string, unknown>)[field.name];
      yield* pastLimits(field.type, fieldValue, `${inner.name}.${field.name}`, field.description);
    }
  } else {
    const limit = limitIn(description);
    if (limit?.longer === REFUSED_BEFORE_THE_CALL && typeof value === 'string' && value.length > limit.max) {
      yield `${coordinate} takes at most ${limit.max} characters.`;
    }
  }
}

function refuseLongInput(parent: string, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>) {
  for (const arg of field.args) {
    const coordinate = `${parent}.${field.name}(${arg.name}:)`;
    const [first] = pastLimits(arg.type, args[arg.name], coordinate, arg.description);
    if (first) throw graphqlError(first, REFUSED_BEFORE_THE_CALL, 400);
  }
}

/** The schema with every root field (and subscription) refusing a value past its BAD_USER_INPUT limit first. */
export function enforceLengthLimits(schema: GraphQLSchema): GraphQLSchema {
  for (const type of rootTypes(schema)) {
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      const { resolve = defaultFieldResolver, subscribe } = field;
      field.resolve = (source, args, context, info) => {
        refuseLongInput(type.name, field, args);
        return resolve(source, args, context, info);
      };
      if (subscribe) {
        field.subscribe = (source, args, context, info) => {
          refuseLongInput(type.name, field, args);
          return subscribe(source, args, context, info);
        };
      }
    }
  }
  return schema;
}
