// Edits the live e2e makes to config/ and locales/ while the dev server watches them: each puts the file back as it
// was, also when the test fails halfway.
import { readFileSync, writeFileSync } from 'node:fs';

export async function withEditedFile<T>(file: string, edit: (text: string) => string, run: () => Promise<T>) {
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, edit(original));
  try {
    return await run();
  } finally {
    writeFileSync(file, original);
  }
}

/** A JSON file with one string value replaced at a dot path. */
export const withValue = (text: string, path: string, replace: (value: string) => string) => {
  const json = JSON.parse(text);
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => node[key], json);
  parent[last] = replace(parent[last]);
  return `${JSON.stringify(json, null, 2)}\n`;
};
