// Parity: every text field of every form takes exactly the length the backend's input of that name takes, the
// maxLength of config/forms/ against the SDL's "At most N characters" (which the mock enforces) of the inputs its
// action's operations send. A form whose action calls no backend bounds its fields on its own.
import { readFileSync } from 'node:fs';
import { getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { limitIn } from '../../mock-server/graphql/inputLengthLimits.ts';
import { actionManifest } from '../../src/actions/actionManifest.ts';
import { forms, textFields } from '../support/textFields.ts';
import { selectedRootFields } from './support/inputPaths.ts';
import { sdlSchema } from './support/sdl.ts';

interface Input {
  coordinate: string;
  name: string;
  max: number | undefined;
}

/** The source of an action's module and of the modules of src/actions/ it imports (register: its submit, finalize). */
const sourcesOf = (module: string, seen = new Set<string>()): string[] => {
  if (seen.has(module)) return [];
  seen.add(module);
  const source = readFileSync(`src/actions/${module}.ts`, 'utf8');
  const local = [...source.matchAll(/from '\.\/(\w+)\.ts'/g)].map((m) => m[1]!);
  return [source, ...local.flatMap((name) => sourcesOf(name, seen))];
};

/** The operations an action sends: those its modules define (Relay names them by their module). */
const operationsOf = (action: string): string[] => [
  ...new Set(
    sourcesOf(action).flatMap((source) =>
      [...source.matchAll(/graphql`\s*(?:query|mutation) (\w+)/g)].map((m) => m[1]!),
    ),
  ),
];

/** Every input field inside an input type, however deep. */
function inputsInside(type: GraphQLInputType, seen = new Set<string>()): Input[] {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  seen.add(named.name);
  return Object.values(named.getFields()).flatMap((field) => [
    { coordinate: `${named.name}.${field.name}`, name: field.name, max: limitIn(field.description)?.max },
    ...inputsInside(field.type, seen),
  ]);
}

/** Every input an operation can send: its root fields' arguments and what their input types hold. */
async function inputsOf(operation: string): Promise<Input[]> {
  const artifact = await import(`../../src/__generated__/relay/${operation}.graphql.ts`);
  return selectedRootFields(sdlSchema, artifact.default.params.text as string).flatMap(({ root, field }) =>
    field.args.flatMap((arg) => [
      { coordinate: `${root.name}.${field.name}(${arg.name}:)`, name: arg.name, max: limitIn(arg.description)?.max },
      ...inputsInside(arg.type),
    ]),
  );
}

const formsWithActions = Object.entries(actionManifest).map(([action, { form }]) => [form, action] as const);

describe.each(formsWithActions)('the form %s (action %s)', (form, action) => {
  const fields = textFields(forms[form]!);

  it('gives each text field a length limit and a message for it', () => {
    const messages = forms[form]!.messages as Record<string, Record<string, string>>;
    for (const field of fields) {
      expect(field.maxLength, field.name).toBeGreaterThan(0);
      expect(messages[field.name]?.maxLength, `${form}: ${field.name}'s maxLength message`).toBeDefined();
    }
  });

  it('limits each text field as the backend limits the inputs it fills', async () => {
    const operations = operationsOf(action);
    const inputs = (await Promise.all(operations.map(inputsOf))).flat();
    for (const field of fields) {
      const filled = inputs.filter((input) => input.name === field.name);
      // Sent to the backend: an input of the field's name with the same limit; not sent: no such input.
      if (operations.length > 0) expect(filled.length, `${form}: an input named ${field.name}`).toBeGreaterThan(0);
      for (const input of filled)
        expect(input.max, `${form}.${field.name} and ${input.coordinate}`).toBe(field.maxLength);
    }
  });
});

describe('an action without operations', () => {
  it('sends nothing at all (so no operation was missed): the split generator composes in the browser', () => {
    const browserOnly = formsWithActions.filter(([, action]) => operationsOf(action).length === 0);
    for (const [, action] of browserOnly) {
      expect(readFileSync(`src/actions/${action}.ts`, 'utf8'), action).not.toMatch(/relay\//);
    }
    expect(browserOnly.length).toBeLessThan(formsWithActions.length);
  });
});
