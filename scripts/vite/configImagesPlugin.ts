// Imagery as config: every photograph in config/public/images/ becomes AVIF, WebP and JPEG in a few widths
// (sharp), named by a hash of the source so they can be cached for good. The app imports
// `virtual:config-images`: image path → its width, height, JPEG fallback and srcsets, so an <img> reserves
// its box before it loads. The build emits the files; the dev server renders them on request.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:config-images';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
// 360: a lobby tile on a phone (45vw at 412 px and DPR 1.75 asks for 324): a 480 one cost its page 45 ms of main
// thread in Lighthouse (docs/measurements.md).
const WIDTHS = [360, 480, 960, 1600];
const FORMATS = [
  { ext: 'avif', type: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50 }) },
  { ext: 'webp', type: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 72 }) },
  { ext: 'jpg', type: 'image/jpeg', encode: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }) },
] as const;
const CACHE = path.resolve('node_modules/.cache/config-images');

interface Rendition {
  fileName: string;
  render: () => Promise<Buffer>;
}

function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : /\.(jpe?g|png)$/.test(entry.name)
        ? [`${prefix}${entry.name}`]
        : [],
  );
}

/** A rendition, kept in node_modules/.cache so a second build does not encode it again. */
async function cached(fileName: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(CACHE, path.basename(fileName));
  if (existsSync(file)) return readFileSync(file);
  const data = await make();
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, data);
  return data;
}

/** One picture of `folder`: its renditions (each rendered on demand) and what the app is told of it. */
async function describe(publicDir: string, folder: string, name: string, base: string) {
  const source = readFileSync(path.join(publicDir, folder, name));
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, width)))];
  const stem = `${folder}-${name}`.replace(/\.\w+$/, '').replace(/\//g, '-');
  const made = FORMATS.map((format) => ({
    format,
    files: widths.map((w) => {
      const fileName = `assets/${stem}-${w}-${hash}.${format.ext}`;
      const render = () => cached(fileName, () => format.encode(sharp(source).resize(w)).toBuffer());
      return { w, fileName, render };
    }),
  }));
  const url = (fileName: string) => base + fileName;
  const largest = widths[widths.length - 1]!;
  const jpeg = made.find((m) => m.format.ext === 'jpg')!.files;
  return {
    key: `${folder}/${name}`,
    made,
    image: {
      width: largest,
      height: Math.round((height * largest) / width),
      src: url(jpeg[Math.min(1, jpeg.length - 1)]!.fileName),
      sources: made
        .filter((m) => m.format.ext !== 'jpg')
        .map((m) => ({ type: m.format.type, srcset: m.files.map((f) => `${url(f.fileName)} ${f.w}w`).join(', ') })),
    },
  };
}

export function configImagesPlugin(publicDir: string, folder = 'images'): Plugin {
  let base = '/';
  let building = false;
  const renditions = new Map<string, Rendition>(); // by URL path, for the dev server

  return {
    name: 'acquisition-config-images',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      const described = await Promise.all(
        filesUnder(path.join(publicDir, folder)).map((name) => describe(publicDir, folder, name, base)),
      );
      const files = described.flatMap(({ made }) => made.flatMap((m) => m.files));
      if (building) {
        // All at once: sharp spreads the encoding over every core (one after the other, a fresh build took 34 s).
        const sources = await Promise.all(files.map((file) => file.render()));
        files.forEach((file, i) => this.emitFile({ type: 'asset', fileName: file.fileName, source: sources[i] }));
      } else for (const file of files) renditions.set(base + file.fileName, file);
      return `export default ${JSON.stringify(Object.fromEntries(described.map((d) => [d.key, d.image])))};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const rendition = renditions.get((request.url ?? '').split('?')[0]!);
        if (!rendition) return next();
        const type = FORMATS.find((f) => rendition.fileName.endsWith(`.${f.ext}`))!.type;
        rendition.render().then(
          (data) => response.setHeader('Content-Type', type).end(data),
          (error: unknown) => next(error),
        );
      });
    },
  };
}
