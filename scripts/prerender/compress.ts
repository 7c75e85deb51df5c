// Brotli and gzip copies of every text file of the build, made once here instead of on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|css|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 512; // smaller files gain nothing

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else yield file;
  }
}

/** Writes <file>.br and <file>.gz beside each text file; returns how many files were compressed. */
export function compressFolder(folder: string): number {
  let count = 0;
  for (const file of files(folder)) {
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}
