// Garments on hangers, seen from the front, for the atelier rail: a coat, a shirt, a knit, each a tonal
// silhouette with just the details that name it (lapels, a collar and placket, ribbing) and soft folds.
import { linear, palette, r } from './studio.ts';

export interface Garment {
  kind: 'coat' | 'shirt' | 'knit';
  x: number; // centre
  width: number; // shoulder to shoulder
  length: number;
  colour: string;
  light: string;
  dark: string;
}

const SLEEVE = { coat: 0.62, shirt: 0.78, knit: 0.8 };

/** The gradients and clip path one garment needs, by its index. */
export function garmentDefs(g: Garment, i: number, top: number): string {
  return (
    linear(`g${i}-cloth`, `0 ${g.light}, 0.45 ${g.colour}, 1 ${g.dark}`, 0, 0, 1, 0.15) +
    linear(`g${i}-sleeve`, `0 ${g.colour}, 1 ${g.dark}`, 0, 0, 1, 0) +
    `<clipPath id="g${i}-clip"><path d="${outline(g, top)}"/></clipPath>`
  );
}

function outline(g: Garment, top: number): string {
  const s = g.width / 2;
  const n = g.width * 0.15;
  const flare = g.kind === 'knit' ? -2 : g.kind === 'coat' ? 10 : 4;
  const hem = top + g.length;
  const sag = g.kind === 'shirt' ? 16 : 4;
  return (
    `M${r(g.x - n)},${top} Q${g.x},${top + 8} ${r(g.x + n)},${top} L${r(g.x + s)},${r(top + g.width * 0.1)} ` +
    `L${r(g.x + s - 4)},${r(top + g.width * 0.45)} L${r(g.x + s - 4 + flare)},${hem} ` +
    `Q${g.x},${hem + sag} ${r(g.x - s + 4 - flare)},${hem} L${r(g.x - s + 4)},${r(top + g.width * 0.45)} ` +
    `L${r(g.x - s)},${r(top + g.width * 0.1)} Z`
  );
}

function sleeve(g: Garment, top: number, side: -1 | 1): string {
  const s = g.width / 2;
  const w = g.width * 0.2;
  const end = top + g.width * 0.1 + g.length * SLEEVE[g.kind] * (g.kind === 'coat' ? 1 : 0.9);
  const x0 = g.x + side * s;
  return `M${r(x0)},${r(top + g.width * 0.1)} Q${r(x0 + side * 8)},${r(top + g.width * 0.14)} ${r(x0 + side * 10)},${r(top + g.width * 0.3)} L${r(x0 + side * 14)},${r(end)} L${r(x0 + side * (14 - w))},${r(end + 3)} L${r(x0 - side * 6)},${r(top + g.width * 0.45)} Z`;
}

/** One garment on its hanger; `hook` is the rail's height, `top` the shoulder line. */
export function garment(g: Garment, i: number, hook: number, top: number): string {
  const hem = top + g.length;
  const ink = palette.ink;
  const details: Record<Garment['kind'], string> = {
    coat:
      `<path d="M${g.x - 22},${top + 2} L${g.x + 2},${top + g.length * 0.42} L${g.x + 22},${top + 2}" fill="none" stroke="${ink}" stroke-width="3" opacity="0.3" filter="url(#soft)"/>` +
      `<path d="M${g.x + 2},${top + g.length * 0.42} L${g.x + 4},${hem}" stroke="${ink}" stroke-width="2" opacity="0.3"/>` +
      [0.5, 0.64]
        .map((f) => `<circle cx="${g.x - 6}" cy="${r(top + g.length * f)}" r="3.5" fill="${g.dark}"/>`)
        .join(''),
    shirt:
      `<path d="M${g.x - 16},${top} L${g.x - 4},${top + 22} L${g.x},${top + 8} L${g.x + 4},${top + 22} L${g.x + 16},${top}" fill="${g.light}" stroke="${g.dark}" stroke-width="1"/>` +
      `<path d="M${g.x},${top + 14} L${g.x},${hem + 14}" stroke="${g.dark}" stroke-width="1.2" opacity="0.7"/>` +
      [0.2, 0.4, 0.6, 0.8]
        .map((f) => `<circle cx="${g.x + 3}" cy="${r(top + g.length * f)}" r="1.8" fill="${g.dark}"/>`)
        .join(''),
    knit:
      `<path d="M${g.x - 20},${top + 2} Q${g.x},${top + 22} ${g.x + 20},${top + 2}" fill="none" stroke="${g.dark}" stroke-width="6" opacity="0.6"/>` +
      `<rect x="${g.x - g.width / 2}" y="${hem - 22}" width="${g.width}" height="24" fill="url(#rib-${i})" opacity="0.5"/>`,
  };
  const neck = `<path d="M${g.x - g.width * 0.15},${top} Q${g.x},${top + 8} ${g.x + g.width * 0.15},${top} Q${g.x},${top - 6} ${g.x - g.width * 0.15},${top} Z" fill="${g.dark}"/>`;
  return [
    // The hook over the rail and the hanger's arms showing inside the neck.
    `<path d="M${g.x},${top - 8} L${g.x},${hook + 12} Q${g.x},${hook - 8} ${g.x + 9},${hook - 8} Q${g.x + 16},${hook - 6} ${g.x + 14},${hook + 2}" fill="none" stroke="${palette.umber}" stroke-width="2.2"/>`,
    `<pattern id="rib-${i}" width="5" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="4" fill="${g.dark}"/></pattern>`,
    `<path d="${outline(g, top)}" fill="url(#g${i}-cloth)"/>`,
    neck,
    `<g clip-path="url(#g${i}-clip)"><g filter="url(#wide)">`,
    // Two soft folds fall from the chest; the sleeves shade the body where they hang against it.
    `<rect x="${r(g.x - g.width * 0.22)}" y="${top + 40}" width="10" height="${g.length}" fill="${g.light}" opacity="0.45"/>`,
    `<rect x="${r(g.x + g.width * 0.18)}" y="${top + 50}" width="12" height="${g.length}" fill="${g.dark}" opacity="0.5"/>`,
    `<rect x="${r(g.x - g.width / 2)}" y="${top}" width="${g.width}" height="20" fill="${g.dark}" opacity="0.2"/>`,
    `</g></g>`,
    details[g.kind],
    `<path d="${sleeve(g, top, -1)}" fill="url(#g${i}-sleeve)"/>`,
    `<path d="${sleeve(g, top, 1)}" fill="url(#g${i}-sleeve)"/>`,
  ].join('');
}
