// What the gallery's edit specs read of the dev server's copy of the project (scripts/vite/devServerCopy.ts): a file's text, the
// lines an edit changed, and the file put back as it was after a test.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const readProjectFile = (project: string, file: string) => readFileSync(path.join(project, file), 'utf8');

/** The lines of `after` that differ from `before`'s at the same place (an edit of one value keeps the line count). */
export function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((line, i) => line !== old[i]);
}

/** Runs `run`, then puts each file back as it was if the test left it otherwise (a failure halfway). */
export async function keepingFiles<T>(project: string, files: string[], run: (before: string[]) => Promise<T>) {
  const before = files.map((file) => readProjectFile(project, file));
  try {
    return await run(before);
  } finally {
    files.forEach((file, i) => {
      if (readProjectFile(project, file) !== before[i]) writeFileSync(path.join(project, file), before[i]!);
    });
  }
}
