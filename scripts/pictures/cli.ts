// npm run pictures [name …]: renders the pictures made for this project (SVG drawn by code) to the JPEG masters
// of config/public/images/, which the build turns into AVIF, WebP and JPEG renditions (configImagesPlugin).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { atelier } from './atelier.ts';
import { drapery } from './drapery.ts';
import { emptyHanger } from './emptyHanger.ts';
import { envelope } from './envelope.ts';
import { fabric } from './fabric.ts';
import { lobbyBags } from './lobbyBags.ts';
import { lobbyCoats } from './lobbyCoats.ts';
import { lobbyKnitwear } from './lobbyKnitwear.ts';
import { lobbySneakers } from './lobbySneakers.ts';
import { stillLife } from './stillLife.ts';
import { velvetRope } from './velvetRope.ts';
import { wordmark } from './wordmark.ts';

const OUT = path.resolve('config/public/images');

// Masters are 4:5 portraits at 1600 × 2000; the lobby tiles are shown smaller, so 1200 × 1500 is enough.
const PICTURES: { name: string; draw: (width: number, height: number) => string; width: number; height: number }[] = [
  { name: 'drapery', draw: drapery, width: 1600, height: 2000 },
  { name: 'atelier', draw: atelier, width: 1600, height: 2000 },
  { name: 'still-life', draw: stillLife, width: 1600, height: 2000 },
  { name: 'fabric', draw: fabric, width: 1600, height: 2000 },
  { name: 'wordmark', draw: wordmark, width: 1600, height: 2000 },
  { name: 'empty-hanger', draw: emptyHanger, width: 1600, height: 2000 },
  { name: 'velvet-rope', draw: velvetRope, width: 1600, height: 2000 },
  { name: 'envelope', draw: envelope, width: 1600, height: 2000 },
  { name: 'lobby-knitwear', draw: lobbyKnitwear, width: 1200, height: 1500 },
  { name: 'lobby-coats', draw: lobbyCoats, width: 1200, height: 1500 },
  { name: 'lobby-bags', draw: lobbyBags, width: 1200, height: 1500 },
  { name: 'lobby-sneakers', draw: lobbySneakers, width: 1200, height: 1500 },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !PICTURES.some((p) => p.name === name));
if (unknown.length > 0) {
  console.error(`No such picture: ${unknown.join(', ')} (there are ${PICTURES.map((p) => p.name).join(', ')})`);
  process.exit(1);
}

mkdirSync(OUT, { recursive: true });
const started = Date.now();
const queue = PICTURES.filter((p) => wanted.length === 0 || wanted.includes(p.name));
const lines = new Map<string, string>();

/** Renders pictures off the queue one after another; two of these run side by side (librsvg uses one core). */
async function worker(): Promise<void> {
  for (let picture = queue.shift(); picture; picture = queue.shift()) {
    const { name, draw, width, height } = picture;
    const began = Date.now();
    const jpeg = await sharp(Buffer.from(draw(width, height)))
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
    writeFileSync(path.join(OUT, `${name}.jpg`), jpeg);
    const size = `${(jpeg.length / 1024).toFixed(0).padStart(4)} kB`;
    lines.set(name, `${`images/${name}.jpg`.padEnd(28)} ${width} × ${height} ${size}  ${Date.now() - began} ms`);
  }
}

await Promise.all([worker(), worker()]);
for (const { name } of PICTURES) if (lines.has(name)) console.log(lines.get(name));
console.log(`Rendered in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
