// The app's own TypeScript modules (src/, generated artifacts left out): what the build's entry tests scan for imports.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const appSources = (dir = 'src'): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((file) => {
    const full = path.join(dir, file.name);
    if (file.isDirectory()) return file.name === '__generated__' ? [] : appSources(full);
    return /\.tsx?$/.test(file.name) ? [full] : [];
  });
