// What a prerendered page makes the browser download, in gzip bytes (what the wire carries; brotli is smaller):
// - first paint: what its HTML asks for before it shows (the small entry, the fonts' preloads, its inline style sheet);
// - hydration: that, and the app's code the entry loads after the first frame (React, the router, and the
//   translations and screen its root's data-preload names), everything the page needs to work without a visitor's
//   interaction.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  firstPaint: number;
  hydration: number;
}

type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

const HTML_ASSET = /<(?:script type="module"[^>]* src|link rel="(?:modulepreload|stylesheet)"[^>]* href)="([^"]+)"/g;

export function pageWeigher(dist: string, basePath: string) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const sizes = new Map<string, number>();
  // The build's own .gz copy where it made one (scripts/prerender/compress.ts, the same level), else compressed here.
  const gzipOf = (file: string) => {
    const full = path.join(dist, file);
    if (!sizes.has(file)) {
      sizes.set(
        file,
        existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(readFileSync(full), { level: 9 }).length,
      );
    }
    return sizes.get(file)!;
  };
  // The entry's dynamic imports, with what they import: the app the entry loads after the first frame.
  const closure = (key: string, seen: Set<string>): string[] =>
    seen.has(key)
      ? []
      : (seen.add(key), [manifest[key]!.file, ...(manifest[key]!.imports ?? []).flatMap((k) => closure(k, seen))]);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const seen = new Set([entry]);
  const app = (manifest[entry]!.dynamicImports ?? []).flatMap((key) => closure(key, seen));

  /**
   * What these source modules (keys of Vite's manifest, e.g. `src/forms/FormRunner.tsx`) add on demand to a
   * page: their chunks and what they import, less the app the entry loads.
   */
  const onDemand = (keys: readonly string[]): number => {
    const loaded = new Set(seen);
    const files = new Set(keys.flatMap((key) => closure(key, loaded)));
    return [...files].filter((file) => !app.includes(file)).reduce((sum, file) => sum + gzipOf(file), 0);
  };

  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  /** A preloaded chunk comes with the chunks it imports (the registration page with Relay's). */
  const withImports = (file: string) => {
    const key = keyOf.get(file);
    return key ? closure(key, new Set()) : [file];
  };

  const weigh = (html: string): PageWeight => {
    const asset = (url: string) => url.slice(basePath.length + 1);
    // A disabled link is never fetched (the inlined sheet's, scripts/prerender/pageHtml.ts).
    const requested = [...html.replace(/<link [^>]* disabled>/g, '').matchAll(HTML_ASSET)].map((m) => asset(m[1]!));
    const preloaded = (/ data-preload="([^"]*)"/.exec(html)?.[1] ?? '')
      .split(' ')
      .filter(Boolean)
      .flatMap((url) => withImports(asset(url)));
    const inline = [...html.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)].map(
      (m) => gzipSync(m[2]!, { level: 9 }).length,
    );
    const firstPaint =
      [...new Set(requested)].reduce((sum, file) => sum + gzipOf(file), 0) + inline.reduce((a, b) => a + b, 0);
    const hydration =
      firstPaint +
      [...new Set([...preloaded, ...app])]
        .filter((f) => !requested.includes(f))
        .reduce((sum, file) => sum + gzipOf(file), 0);
    return { firstPaint, hydration };
  };
  return Object.assign(weigh, { onDemand });
}
