// Knitwear: stitch and rib patterns in a given yarn colour, and a folded sweater seen edge-on, as it lies in a
// stack. Each V stitch is two shaded loops, so the surface reads as wool rather than as a flat tint.
import { linear, palette, r, radial } from './studio.ts';

export interface Yarn {
  id: string; // prefix of the pattern ids, one per colour
  colour: string;
  light: string;
  dark: string;
}

/** Patterns `<id>-stitch` (chunky V stitches, `size` wide) and `<id>-rib` (ribbing), and the yarn gradients. */
export function knitDefs({ id, colour, light, dark }: Yarn, size = 16): string {
  const h = size * 0.85;
  const leg = (cx: number, angle: number) =>
    `<ellipse cx="${r(cx)}" cy="${r(h / 2)}" rx="${r(size * 0.24)}" ry="${r(h * 0.56)}" ` +
    `transform="rotate(${angle} ${r(cx)} ${r(h / 2)})" fill="url(#${id}-loop)"/>`;
  const rib = size * 0.5;
  return [
    radial(`${id}-loop`, `0 ${light}, 0.55 ${colour}, 1 ${dark}`, 0.35, 0.3, 0.7),
    // The fold turns away from the light toward its right end.
    linear(
      `${id}-fall`,
      `0 ${palette.paper} 0.08, 0.35 ${palette.paper} 0, 0.8 ${palette.ink} 0.12, 1 ${palette.ink} 0.35`,
      0,
      0,
      1,
      0,
    ),
    linear(`${id}-ribbing`, `0 ${dark}, 0.3 ${colour}, 0.55 ${light}, 1 ${dark}`, 0, 0, 1, 0),
    `<pattern id="${id}-stitch" width="${size}" height="${r(h)}" patternUnits="userSpaceOnUse">`,
    `<rect width="${size}" height="${r(h)}" fill="${dark}"/>${leg(size * 0.29, -28)}${leg(size * 0.71, 28)}</pattern>`,
    `<pattern id="${id}-rib" width="${r(rib)}" height="4" patternUnits="userSpaceOnUse">`,
    `<rect width="${r(rib)}" height="4" fill="${colour}"/><rect width="${r(rib)}" height="4" fill="url(#${id}-ribbing)" opacity="0.6"/></pattern>`,
  ].join('');
}

/**
 * A folded sweater as it lies in a stack: the rounded front fold (`w` × `h`) with its top face foreshortened
 * behind it, at (x, y) = top left of the front fold. `soft` and `wide` are blur ids.
 */
export function foldedKnit(
  yarn: Yarn,
  x: number,
  y: number,
  w: number,
  h: number,
  soft: string,
  wide: string,
  top = false,
): string {
  const depth = h * 0.5;
  const round = h * 0.45;
  const face = `M${x + round},${y + 4} C${x + round * 0.4},${y - depth * 0.3} ${x + round},${y - depth} ${x + round * 1.6},${y - depth} L${x + w - round * 1.2},${y - depth} C${x + w - round * 0.5},${y - depth} ${x + w - round * 0.6},${y - depth * 0.3} ${x + w - round},${y + 4} Z`;
  const front = `M${x},${y + round} Q${x},${y} ${x + round},${y} L${x + w - round},${y} Q${x + w},${y} ${x + w},${y + round} Q${x + w},${y + h} ${x + w - round},${y + h} L${x + round},${y + h} Q${x},${y + h} ${x},${y + round} Z`;
  const clip = `${yarn.id}-${Math.round(x)}-${Math.round(y)}`;
  return [
    // The top face (of the top fold only: the others are covered): lit from above, a touch brighter.
    top
      ? `<path d="${face}" fill="url(#${yarn.id}-stitch)"/><path d="${face}" fill="${palette.paper}" opacity="0.18"/>`
      : '',
    `<clipPath id="${clip}"><path d="${front}"/></clipPath>`,
    `<path d="${front}" fill="url(#${yarn.id}-stitch)"/>`,
    `<g clip-path="url(#${clip})">`,
    // The fold rolls: a light crest along its top, shadow tucked under it, darker to the right.
    `<g filter="url(#${wide})"><rect x="${x - 10}" y="${y - 6}" width="${w + 20}" height="${r(h * 0.35)}" fill="${palette.paper}" opacity="0.2"/>`,
    `<rect x="${x - 10}" y="${r(y + h * 0.75)}" width="${w + 20}" height="${r(h * 0.5)}" fill="${palette.ink}" opacity="0.45"/></g>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${yarn.id}-fall)"/>`,
    `</g>`,
    `<path d="M${x + round},${y + 1} L${x + w - round},${y + 1}" stroke="${yarn.light}" stroke-width="2" opacity="0.35" filter="url(#${soft})"/>`,
  ].join('');
}
