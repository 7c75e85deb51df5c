// Generated code is never edited nor committed. A generator's folder holds exactly what it generated last: what it no
// longer writes goes, and a file whose content is the same is not written again, so a running dev server, a test or
// a copy of the project reading the folder meanwhile sees no change (a changed file arrives whole: written beside,
// then renamed).
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeGeneratedFolder(dir: string, files: ReadonlyMap<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const existing of await readdir(dir)) {
    if (!files.has(existing)) await rm(path.join(dir, existing), { recursive: true, force: true });
  }
  for (const [file, source] of files) {
    const target = path.join(dir, file);
    if ((await readFile(target, 'utf8').catch(() => undefined)) === source) continue;
    await writeFile(`${target}.writing`, source);
    await rename(`${target}.writing`, target);
  }
}
