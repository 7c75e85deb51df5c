// Heavy drapery falling in vertical folds, lit from the left: a warm grey cloth built from many overlapping
// blurred bands (a lit face and a shaded face per fold), narrow where the cloth is gathered at the top and wider
// where it hangs free, each with a slight S-curve so no fold is ruler-straight.
import { between, seeded } from './seeded.ts';
import { STAGE, blur, linear, palette, picture, r, radial } from './studio.ts';

interface Band {
  top: number; // centre x at the top
  bottom: number; // centre x at the bottom
  topWidth: number;
  bottomWidth: number;
  sway: number; // how far the middle of the band bends sideways
}

/** A tapered band from the top of the stage to the bottom, with S-curved edges. */
function bandPath({ top, bottom, topWidth, bottomWidth, sway }: Band): string {
  const { height } = STAGE;
  const edge = (side: -1 | 1) => {
    const xt = top + (side * topWidth) / 2;
    const xb = bottom + (side * bottomWidth) / 2;
    return [xt, xt + sway + (xb - xt) * 0.33, xb - sway * 0.6 + (xt - xb) * 0.2, xb];
  };
  const [l0, l1, l2, l3] = edge(-1) as [number, number, number, number];
  const [r0, r1, r2, r3] = edge(1) as [number, number, number, number];
  const h = height + 40;
  return (
    `M${r(l0)},-40 C${r(l1)},${r(h * 0.33)} ${r(l2)},${r(h * 0.66)} ${r(l3)},${h} ` +
    `L${r(r3)},${h} C${r(r2)},${r(h * 0.66)} ${r(r1)},${r(h * 0.33)} ${r(r0)},-40 Z`
  );
}

/** Fold centres across the stage (and a little beyond it, so the edges are cloth too): deep folds and shallow ones
 * alternate at an uneven pitch, as real cloth hangs. */
function foldsAcross(random: () => number): Band[] {
  const folds: Band[] = [];
  for (let x = -60; x < STAGE.width + 80;) {
    const size = random() < 0.35 ? between(random, 1.4, 2) : between(random, 0.6, 1.1);
    const spread = (x - STAGE.width / 2) * 0.16;
    folds.push({
      top: x,
      bottom: x + spread + between(random, -30, 30),
      topWidth: 24 * size,
      bottomWidth: between(random, 44, 62) * size,
      sway: between(random, -40, 40),
    });
    x += between(random, 42, 70) * size;
  }
  return folds;
}

/** One band per fold, shaped from it, in one colour at an opacity drawn between `low` and `high`. */
function bands(folds: Band[], random: () => number, shape: (fold: Band) => Band, fill: string, [low, high]: number[]) {
  return folds
    .map((fold) => `<path d="${bandPath(shape(fold))}" fill="${fill}" opacity="${r(between(random, low!, high!))}"/>`)
    .join('');
}

export function drapery(width: number, height: number): string {
  const random = seeded(7);
  const folds = foldsAcross(random);
  const shade = bands(
    folds,
    random,
    (f) => ({ ...f, top: f.top + f.topWidth * 0.7, bottom: f.bottom + f.bottomWidth * 0.7 }),
    palette.umber,
    [0.6, 0.9],
  );
  const deep = bands(
    folds.filter(() => random() < 0.55),
    random,
    (f) => ({ ...f, top: f.top + f.topWidth, bottom: f.bottom + f.bottomWidth, topWidth: 8, bottomWidth: 16 }),
    palette.ink,
    [0.35, 0.6],
  );
  const light = bands(
    folds,
    random,
    (f) => ({ ...f, topWidth: f.topWidth * 0.8, bottomWidth: f.bottomWidth * 0.7 }),
    palette.sand,
    [0.5, 0.85],
  );
  // Silk catches a thin, brighter line along some ridges.
  const sheen = bands(
    folds.filter(() => random() < 0.75),
    random,
    (f) => ({ ...f, top: f.top - 3, bottom: f.bottom - 5, topWidth: 5, bottomWidth: 10 }),
    palette.paper,
    [0.2, 0.45],
  );
  const { width: w, height: h } = STAGE;
  const defs = [
    linear('cloth', `0 ${palette.taupe}, 0.6 ${palette.grey}, 1 ${palette.umber}`, 0, 0, 1, 0.3),
    // The light comes from the left: the right of the cloth falls into shadow, the top is shaded by the rail.
    linear('falloff', `0 ${palette.paper} 0.2, 0.4 ${palette.paper} 0, 1 ${palette.ink} 0.42`, 0, 0, 1, 0.25),
    radial('pool', `0 ${palette.paper} 0.2, 1 ${palette.paper} 0`, 0.2, 0.3, 0.7),
    linear('heading', `0 ${palette.ink} 0.35, 0.2 ${palette.ink} 0, 0.8 ${palette.ink} 0, 1 ${palette.ink} 0.25`),
    blur('soft', 5),
    blur('wide', 12),
    blur('broad', 22),
  ].join('');
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#cloth)"/>`,
    `<g filter="url(#broad)">${shade}</g>`,
    `<g filter="url(#wide)">${light}</g>`,
    `<g filter="url(#wide)">${deep}</g>`,
    `<g filter="url(#soft)">${sheen}</g>`,
    `<rect width="${w}" height="${h}" fill="url(#falloff)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#heading)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#pool)"/>`,
    // Warm the greys a touch, as late-afternoon light would.
    `<rect width="${w}" height="${h}" fill="${palette.bronze}" opacity="0.16" style="mix-blend-mode:soft-light"/>`,
  ].join('');
  return picture(width, height, defs, body, 7, 0.25);
}
