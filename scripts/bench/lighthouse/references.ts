// Each page's reference: the HTML the server sends for it, without any script, served by the same server from
// dist/ (precompressed as the pages are). What the page would be if hydration cost nothing.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const FOLDER = 'bench-reference';

const withoutScripts = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');

/** Writes each page's reference into dist/ and returns its URL, by page name. */
export async function writeReferences(base: string, pages: Record<string, string>): Promise<Record<string, string>> {
  const folder = path.resolve('dist', FOLDER);
  mkdirSync(folder, { recursive: true });
  const references: Record<string, string> = {};
  for (const [i, [name, url]] of Object.entries(pages).entries()) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const html = withoutScripts(await response.text());
    const file = path.join(folder, `page-${i}.html`);
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    references[name] = `${base}/${FOLDER}/page-${i}.html`;
  }
  return references;
}

/** The references are the benchmark's, not the site's: they leave the build. */
export const removeReferences = () => rmSync(path.resolve('dist', FOLDER), { recursive: true, force: true });
