// Reads everything the config check looks at into memory, so the check itself is a pure function tests can feed.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type Json = unknown;

export interface ConfigTree {
  /** 'config/routes.json' → parsed JSON */
  config: Record<string, Json>;
  /** 'routes.schema.json' → parsed JSON Schema */
  schemas: Record<string, Json>;
  /** 'de' → parsed locales/de/translation.json */
  locales: Record<string, Json>;
}

async function readJsonDir(dir: string, recurse: boolean): Promise<Record<string, Json>> {
  const out: Record<string, Json> = {};
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && recurse) Object.assign(out, await readJsonDir(full, true));
    else if (entry.name.endsWith('.json')) out[full] = JSON.parse(await readFile(full, 'utf8'));
  }
  return out;
}

export async function readConfigTree(root: string): Promise<ConfigTree> {
  const rel = (record: Record<string, Json>, base: string, strip = false) =>
    Object.fromEntries(
      Object.entries(record).map(([file, json]) => [strip ? path.basename(file) : path.relative(base, file), json]),
    );
  const config = rel(await readJsonDir(path.join(root, 'config'), true), root);
  const schemas = rel(await readJsonDir(path.join(root, 'schema/config'), false), root, true);
  const locales: Record<string, Json> = {};
  for (const lang of await readdir(path.join(root, 'locales'))) {
    const file = path.join(root, 'locales', lang, 'translation.json');
    // A language folder without its file is reported by the check, not thrown here.
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) locales[lang] = JSON.parse(text);
  }
  return { config, schemas, locales };
}
