// A change of several files, all or nothing: each file is written beside its target first, then renamed over it. A
// rename replaces a file at once, so a reader (the mock backend's watcher, the dev server) never meets half a file,
// and a failure while writing leaves every target as it was.
import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes each text to its file (absolute paths). */
export async function writeAllOrNothing(texts: Iterable<readonly [file: string, text: string]>): Promise<void> {
  const staged = [...texts].map(([file, text]) => ({
    file,
    text,
    beside: path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`),
  }));
  try {
    await Promise.all(staged.map(({ beside, text }) => writeFile(beside, text)));
  } catch (error) {
    await Promise.all(staged.map(({ beside }) => rm(beside, { force: true })));
    throw error;
  }
  for (const { beside, file } of staged) await rename(beside, file);
}
