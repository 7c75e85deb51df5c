// Reads everything the config check looks at into memory, so the check itself is a pure function tests can feed.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Json } from './json.ts';
import { parseJson } from './jsonSyntax.ts';
import type { ConfigProblem } from './problem.ts';

export interface ConfigTree {
  /** 'config/routes.json' → parsed JSON */
  config: Record<string, Json>;
  /** 'routes.schema.json' → parsed JSON Schema */
  schemas: Record<string, Json>;
  /** 'de' → parsed locales/de/translation.json */
  locales: Record<string, Json>;
  /** One problem per file that is not JSON ('config/…', 'schema/config/…', 'locales/…'); it is in no record above. */
  syntaxErrors?: ConfigProblem[];
  /** Paths inside config/public/ (images config names), e.g. 'images/atelier.jpg' */
  publicFiles?: string[];
}

/** Every file below '<dir>', as paths relative to it; none when it does not exist. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** '<dir>/…/x.json' paths relative to root. */
async function jsonFiles(root: string, dir: string, recurse: boolean): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory() && recurse) out.push(...(await jsonFiles(root, file, true)));
    else if (entry.name.endsWith('.json')) out.push(file);
  }
  return out;
}

export async function readConfigTree(root: string): Promise<ConfigTree> {
  const tree: Required<ConfigTree> = {
    config: {},
    schemas: {},
    locales: {},
    syntaxErrors: [],
    publicFiles: await filesBelow(path.join(root, 'config/public')),
  };
  // A file that is not JSON is reported and left out, so the other files are still checked.
  const read = (file: string, text: string, into: Record<string, Json>, key: string) => {
    const parsed = parseJson(file, text);
    if ('json' in parsed) into[key] = parsed.json;
    else tree.syntaxErrors.push(parsed.problem);
  };
  const text = (file: string) => readFile(path.join(root, file), 'utf8');
  for (const file of await jsonFiles(root, 'config', true)) read(file, await text(file), tree.config, file);
  for (const file of await jsonFiles(root, 'schema/config', false))
    read(file, await text(file), tree.schemas, path.basename(file));
  for (const lang of await readdir(path.join(root, 'locales'))) {
    const file = `locales/${lang}/translation.json`;
    // A language folder without its file is reported by the check, not thrown here.
    const content = await text(file).catch(() => undefined);
    if (content !== undefined) read(file, content, tree.locales, lang);
  }
  return tree;
}
