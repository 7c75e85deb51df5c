// The types of values config holds as lists: a language, a registration country. Only types: the app and the mock
// read the values from the config files themselves (a config edit shows at once in `npm start`); the types make
// `Language` and `RegistrationCountry` the config's own words, so a misspelt one fails the type check.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeGeneratedFolder } from './generatedFolder.ts';

export const CONFIG_LITERALS_DIR = 'src/shared/__generated__';

const union = (values: string[]) => values.map((value) => JSON.stringify(value)).join(' | ');
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

export async function writeConfigLiterals(): Promise<void> {
  const app = await readJson('config/app.json');
  const registration = await readJson('config/forms/registration.json');
  const source = [
    '/* Generated from config/app.json and config/forms/registration.json by scripts/codegen/configLiterals.ts. */',
    `export type Language = ${union(app.languages)};`,
    `export type RegistrationCountry = ${union(registration.schema.properties.country.enum)};`,
    '',
  ].join('\n');
  await writeGeneratedFolder(path.resolve(CONFIG_LITERALS_DIR), new Map([['configLiterals.ts', source]]));
}
