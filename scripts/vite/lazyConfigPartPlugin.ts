// A part of a config file that only lazily loaded code needs, e.g. the host lists of config/app.json
// deniedReferrers: taken out of the file for every module that imports it (the pages hydrate without it) and served
// as its own module, `virtual:<name>`, for the import() that needs it. Its default export is the part, or null.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizePath, type Plugin } from 'vite';

export function lazyConfigPartPlugin(file: string, property: string, moduleId: string): Plugin {
  const absolute = normalizePath(path.resolve(file));
  const resolvedId = '\0' + moduleId;
  return {
    name: `acquisition-lazy-config-part:${moduleId}`,
    enforce: 'pre', // before Vite turns the JSON into a module
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(absolute);
      const json = JSON.parse(readFileSync(absolute, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(json[property] ?? null)};`;
    },
    transform(code, id) {
      if (id.split('?')[0] !== absolute) return undefined;
      const json = JSON.parse(code) as Record<string, unknown>;
      delete json[property];
      return { code: JSON.stringify(json), map: null };
    },
  };
}
