// After a build, prints what the landing route downloads: the entry with its static imports, the
// landing screen and the default language (minified and gzip), so changes can be compared.
import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function staticClosure(bundle: OutputBundle, start: OutputChunk, seen = new Set<string>()): OutputChunk[] {
  if (seen.has(start.fileName)) return [];
  seen.add(start.fileName);
  return [start, ...start.imports.flatMap((f) => staticClosure(bundle, bundle[f] as OutputChunk, seen))];
}

export function landingSizePlugin({ screen, language }: { screen: string; language: string }): Plugin {
  let report = '';
  return {
    name: 'acquisition-landing-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const lazy = chunks.filter(
        (c) =>
          c.facadeModuleId?.endsWith(`/config/screens/${screen}.json`) ||
          c.facadeModuleId?.endsWith(`/locales/${language}/translation.json`),
      );
      if (!entry) return;
      const files = [...new Set([...staticClosure(bundle, entry), ...lazy.flatMap((c) => staticClosure(bundle, c))])];
      const raw = files.reduce((sum, c) => sum + Buffer.byteLength(c.code), 0);
      const gzip = files.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0);
      report = `landing route JavaScript: ${files.length} files, ${kb(raw)} minified, ${kb(gzip)} gzip`;
    },
    closeBundle() {
      if (report) console.log(report); // after Vite's own file list, so it is the last line
    },
  };
}
