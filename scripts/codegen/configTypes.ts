// The TypeScript types of every config file, derived from its JSON Schema, so no shape is written twice.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { writeGeneratedFolder } from './generatedFolder.ts';

const schemaDir = path.resolve('schema/config');
export const CONFIG_TYPES_DIR = 'src/config/__generated__';

/** Writes them; answers how many. */
export async function writeConfigTypes(): Promise<number> {
  const generated = new Map<string, string>();
  const files = (await readdir(schemaDir)).filter((f) => f.endsWith('.schema.json'));
  for (const file of files) {
    const schema = JSON.parse(await readFile(path.join(schemaDir, file), 'utf8'));
    const ts = await compile(schema, schema.title, {
      bannerComment: `/* Generated from schema/config/${file} by scripts/codegen/configTypes.ts. Do not edit. */`,
      additionalProperties: false,
      ignoreMinAndMaxItems: true,
      cwd: schemaDir,
      style: { singleQuote: true },
    });
    generated.set(file.replace('.schema.json', '.ts'), ts);
  }
  await writeGeneratedFolder(path.resolve(CONFIG_TYPES_DIR), generated);
  return files.length;
}
