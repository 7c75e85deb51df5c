// Edits the live e2e makes to config/ and locales/ while the dev server watches them, in the server's copy of the
// project (scripts/vite/devServerCopy.ts): each puts the file back as it was, also when the test fails halfway.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export async function withEditedFile<T>(
  project: string,
  file: string,
  edit: (text: string) => string,
  run: () => Promise<T>,
) {
  file = path.join(project, file);
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
