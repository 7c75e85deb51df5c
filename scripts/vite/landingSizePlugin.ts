// After a build, prints what the landing route downloads: the entry with its static imports, the
// landing screen and the default language (minified and gzip); and what a registration link adds.
import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function staticClosure(bundle: OutputBundle, start: OutputChunk, seen: Set<string>): OutputChunk[] {
  if (seen.has(start.fileName)) return [];
  seen.add(start.fileName);
  return [start, ...start.imports.flatMap((f) => staticClosure(bundle, bundle[f] as OutputChunk, seen))];
}

function describe(label: string, files: OutputChunk[]) {
  const raw = files.reduce((sum, c) => sum + Buffer.byteLength(c.code), 0);
  const gzip = files.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0);
  return `${label}: ${files.length} files, ${kb(raw)} minified, ${kb(gzip)} gzip`;
}

interface LandingSizeOptions {
  screen: string;
  language: string;
  /** Modules the landing loads on demand: label → module path suffix. */
  lazy: Record<string, string>;
}

export function landingSizePlugin({ screen, language, lazy }: LandingSizeOptions): Plugin {
  let report: string[] = [];
  return {
    name: 'acquisition-landing-size',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const by = (suffix: string) => chunks.filter((c) => c.facadeModuleId?.endsWith(suffix));
      const seen = new Set<string>();
      const landing = [
        ...chunks.filter((c) => c.isEntry),
        ...by(`/config/screens/${screen}.json`),
        ...by(`/locales/${language}/translation.json`),
      ].flatMap((c) => staticClosure(bundle, c, seen));
      report = [describe('landing route JavaScript', landing)];
      for (const [label, suffix] of Object.entries(lazy)) {
        report.push(
          describe(
            `  + ${label}`,
            by(suffix).flatMap((c) => staticClosure(bundle, c, seen)),
          ),
        );
      }
    },
    closeBundle() {
      for (const line of report) console.log(line); // after Vite's own file list
    },
  };
}
