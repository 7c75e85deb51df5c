// A change of several files, written whole or not at all: each file is written beside its target first, and only when
// every one is written are they renamed over their targets. A rename replaces a file at once, so a reader (the mock
// backend's watcher, the dev server) never meets half a file, and a failure while writing leaves every target as it
// was. (A rename that fails after others succeeded, which only a vanished folder causes, leaves those renamed.)
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
  const removeStaged = () => Promise.all(staged.map(({ beside }) => rm(beside, { force: true })));
  const written = await Promise.allSettled(staged.map(({ beside, text }) => writeFile(beside, text)));
  const failed = written.find((result) => result.status === 'rejected');
  if (failed) {
    await removeStaged(); // after every write has ended, so none leaves a file behind
    throw failed.reason;
  }
  try {
    for (const { beside, file } of staged) await rename(beside, file);
  } finally {
    await removeStaged(); // what a failed rename left
  }
}
