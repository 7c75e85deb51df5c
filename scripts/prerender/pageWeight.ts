// What a prerendered page makes the browser download before it is interactive: its module scripts, their
// preloads and its style sheets (linked or inline), in gzip bytes (what the wire carries; brotli is smaller still).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  js: number;
  css: number;
  files: string[];
}

const ASSET = /<(?:script type="module"[^>]* src|link rel="(?:modulepreload|stylesheet)"[^>]* href)="([^"]+)"/g;

export function pageWeight(html: string, dist: string, basePath: string): PageWeight {
  const files = [...new Set([...html.matchAll(ASSET)].map((m) => m[1]!))];
  const gzip = (url: string) =>
    gzipSync(readFileSync(path.join(dist, url.slice(basePath.length))), { level: 9 }).length;
  const sum = (suffix: string) => files.filter((f) => f.endsWith(suffix)).reduce((total, f) => total + gzip(f), 0);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => gzipSync(m[1]!, { level: 9 }).length);
  return { js: sum('.js'), css: sum('.css') + inlineCss.reduce((a, b) => a + b, 0), files };
}
