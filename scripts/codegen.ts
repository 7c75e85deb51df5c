// Derives the TypeScript types of every config file from its JSON Schema, so no shape is written twice.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { writeResolverTypes } from '../mock-server/schemas/generateResolverTypes.ts';
import { compileFormValidators } from './formValidators.ts';

const schemaDir = path.resolve('schema/config');
const outDir = path.resolve('src/config/__generated__');

await mkdir(outDir, { recursive: true });
const files = (await readdir(schemaDir)).filter((f) => f.endsWith('.schema.json'));
for (const file of files) {
  const schema = JSON.parse(await readFile(path.join(schemaDir, file), 'utf8'));
  const ts = await compile(schema, schema.title, {
    bannerComment: `/* Generated from schema/config/${file} by scripts/codegen.ts. Do not edit. */`,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    cwd: schemaDir,
    style: { singleQuote: true },
  });
  await writeFile(path.join(outDir, file.replace('.schema.json', '.ts')), ts);
}
console.log(`codegen: ${files.length} config types in ${path.relative(process.cwd(), outDir)}`);

const forms = await compileFormValidators();
console.log(`codegen: ${forms} precompiled form validators in src/forms/__generated__`);

// The mock server's resolver types from the same SDL: a resolver answering the wrong shape fails typecheck.
for (const output of await writeResolverTypes()) console.log(`codegen: mock server resolver types in ${output}`);

// Relay artifacts: a query or fragment that does not match schema/acquisition.graphql fails here.
await mkdir('src/__generated__/relay', { recursive: true });
execFileSync('relay-compiler', ['--output=quiet-with-errors'], { stdio: 'inherit' });
console.log('codegen: Relay artifacts in src/__generated__/relay');
