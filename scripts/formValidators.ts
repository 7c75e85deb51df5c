// Precompiles each form's validator at build time, so ajv (and eval) stay out of the browser bundle.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import type { RJSFSchema } from '@rjsf/utils';
import { FORM_FORMATS } from '../src/shared/registrationRules.ts';

const formsDir = path.resolve('config/forms');
const outDir = path.resolve('src/forms/__generated__');

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
    `/* Generated from ${source} by scripts/codegen.ts. Do not edit. */`,
    '// @ts-nocheck',
    'const exports = {};',
    code.replace('"use strict";', ''),
    'export default exports;',
    '',
  ].join('\n');
}

export async function compileFormValidators(): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const files = (await readdir(formsDir)).filter((f) => f.endsWith('.json'));
  for (const file of files) {
    const form = JSON.parse(await readFile(path.join(formsDir, file), 'utf8')) as { schema: RJSFSchema };
    const source = `config/forms/${file}`;
    await writeFile(
      path.join(outDir, file.replace(/\.json$/, '.validator.ts')),
      formValidatorModule(form.schema, source),
    );
  }
  return files.length;
}
