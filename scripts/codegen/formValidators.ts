// Precompiles each form's validator at build time, so ajv (and eval) stay out of the browser bundle.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import type { RJSFSchema } from '@rjsf/utils';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { FORM_FORMATS } from '../../src/shared/registrationRules.ts';
import { writeGeneratedFolder } from './generatedFolder.ts';

const formsDir = path.resolve('config/forms');
// Under src/config/: config's one door in the app, here one module per form, each its own lazy chunk.
export const FORMS_DIR = 'src/config/forms/__generated__';
const outDir = path.resolve(FORMS_DIR);

// ajv calls the `unicode` option deprecated, yet it is the one way to get helper-free length checks.
const quietAboutUnicode = {
  log: console.log,
  warn: (...args: unknown[]) => !String(args[0]).includes('option unicode') && console.warn(...args),
  error: console.error,
};

/**
 * ajv writes CommonJS; we wrap it as an ES module. `unicode: false` measures lengths in UTF-16 units,
 * as the server's rules do, and keeps ajv's runtime helpers (the only `require`s) out of the code.
 */
export function formValidatorModule(schema: RJSFSchema, source: string): string {
  const code = compileSchemaValidatorsCode(schema, {
    customFormats: FORM_FORMATS,
    ajvOptionsOverrides: { unicode: false, code: { lines: false }, logger: quietAboutUnicode },
  });
  if (code.includes('require(')) {
    throw new Error(
      `${source}: its validator needs an ajv runtime helper; use only keywords that compile to plain code.`,
    );
  }
  return [
    `/* Generated from ${source} by scripts/codegen/formValidators.ts. Do not edit. */`,
    '// @ts-nocheck',
    'const exports = {};',
    code.replace('"use strict";', ''),
    'export default exports;',
    '',
  ].join('\n');
}

const banner = (source: string) => `/* Generated from ${source} by scripts/codegen/formValidators.ts. Do not edit. */`;
const typeName = (form: string) =>
  form.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase()) + 'Values';

/** One module per form: its config and its precompiled validator, loaded together when the form shows. */
const formModule = (name: string, source: string) =>
  [
    banner(source),
    `import config from '../../../../${source}' with { type: 'json' };`,
    `import validateFns from './${name}.validator.ts';`,
    '',
    'export default { config, validateFns };',
    '',
  ].join('\n');

/** The registry of every form by name (each a lazy chunk), and the type of each form's values. */
function registryModule(names: string[]) {
  const entries = names.map((name) => `  '${name}': () => import('./${name}.form.ts'),`);
  const values = names.map((name) => `  '${name}': ${typeName(name)};`);
  return [
    banner('config/forms/*.json'),
    `import type { ${names.map(typeName).join(', ')} } from './formValues.ts';`,
    '',
    'export const formRegistry = {',
    ...entries,
    '};',
    '',
    'export type FormName = keyof typeof formRegistry;',
    '',
    '/** Form name → the type of its values, derived from its schema. */',
    'export interface FormValues {',
    ...values,
    '}',
    '',
  ].join('\n');
}

export async function compileFormValidators(): Promise<number> {
  const generated = new Map<string, string>();
  const files = (await readdir(formsDir)).filter((f) => f.endsWith('.json')).sort();
  const names = files.map((f) => f.replace(/\.json$/, ''));
  const types: string[] = [];
  for (const name of names) {
    const source = `config/forms/${name}.json`;
    const form = JSON.parse(await readFile(path.resolve(source), 'utf8')) as { schema: RJSFSchema };
    generated.set(`${name}.validator.ts`, formValidatorModule(form.schema, source));
    generated.set(`${name}.form.ts`, formModule(name, source));
    const ts = await compile({ ...form.schema, additionalProperties: false } as JSONSchema, typeName(name), {
      bannerComment: '',
      additionalProperties: false,
      style: { singleQuote: true },
    });
    types.push(ts);
  }
  generated.set('formValues.ts', [banner('config/forms/*.json'), ...types].join('\n'));
  generated.set('formRegistry.ts', registryModule(names));
  await writeGeneratedFolder(outDir, generated);
  return files.length;
}
