import { rm } from 'node:fs/promises';

/** Generated code is never edited nor committed: a generator starts from an empty folder, so nothing stale stays. */
export const freshDirectory = (dir: string) => rm(dir, { recursive: true, force: true });
