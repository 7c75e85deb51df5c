// A close-up of a herringbone tweed in charcoal and sand: fine twill ribs that turn direction every column,
// flecks of other yarns, and the cloth folded back over itself, its rounded edge shadowing the layer beneath.
import { between, seeded } from './seeded.ts';
import { blur, linear, palette, picture, r, warp } from './studio.ts';

const COLUMN = 60; // one herringbone column
const RIB = 10; // one twill rib, measured vertically
const RIBS = 3; // ribs per tile height

/** A herringbone pattern, `id`, laid at `angle` degrees. */
function herringbone(id: string, angle: number): string {
  const height = RIB * RIBS;
  const ribs: string[] = [];
  for (let i = -1; i <= RIBS; i++) {
    const y = i * RIB;
    const tone = i % 2 === 0 ? 'url(#yarn)' : '#7d756b';
    // The ribs climb one way in the first column and the other way in the second.
    const weave = `stroke="${tone}" stroke-width="5"`;
    ribs.push(`<path d="M0,${y} L${COLUMN},${y + COLUMN * 0.5}" ${weave}/>`);
    ribs.push(`<path d="M${COLUMN},${y + COLUMN * 0.5} L${2 * COLUMN},${y}" ${weave}/>`);
  }
  return (
    `<pattern id="${id}" width="${2 * COLUMN}" height="${height}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">` +
    `<rect width="${2 * COLUMN}" height="${height}" fill="#34312d"/>` +
    `<g transform="translate(0 ${-COLUMN * 0.25})">${ribs.join('')}${ribs.map((p) => p.replace('<path ', `<path transform="translate(0 ${height})" `)).join('')}</g>` +
    // The twist of the yarn: fine hatching across each rib.
    `<rect width="${2 * COLUMN}" height="${height}" fill="url(#twist)"/>` +
    `<rect x="${COLUMN - 0.7}" width="1.4" height="${height}" fill="${palette.ink}" opacity="0.45"/>` +
    `<rect x="${2 * COLUMN - 0.7}" width="1.4" height="${height}" fill="${palette.ink}" opacity="0.45"/></pattern>`
  );
}

/** Flecks of bronze, cream and black yarn, scattered as tweed has them. */
function flecks(seed: number): string {
  const random = seeded(seed);
  const colours = [palette.bronze, '#e9e2d6', palette.ink, palette.taupe];
  const out: string[] = [];
  for (let i = 0; i < 220; i++) {
    const x = r(between(random, -20, 820));
    const y = r(between(random, -20, 1020));
    const colour = colours[Math.floor(random() * colours.length)]!;
    out.push(
      `<path d="M${x},${y} l${r(between(random, 3, 8))},${r(between(random, -3, 3))}" stroke="${colour}" opacity="${r(between(random, 0.35, 0.8))}"/>`,
    );
  }
  return `<g stroke-width="2" stroke-linecap="round">${out.join('')}</g>`;
}

export function fabric(width: number, height: number): string {
  // The fold: the upper layer is turned back over the lower one, its rounded edge running across the frame.
  const edge = 'M-20,640 C220,600 470,500 820,420';
  const upper = `${edge} L820,-20 L-20,-20 Z`;
  const defs = [
    linear('yarn', '0 #8a8276, 0.5 #aba294, 1 #81786c', 0, 0, 0, 1),
    `<pattern id="twist" width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(70)">` +
      `<rect width="1" height="3" fill="${palette.ink}" opacity="0.22"/></pattern>`,
    herringbone('under', -4),
    herringbone('over', 9),
    `<clipPath id="upper"><path d="${upper}"/></clipPath>`,
    // Light from the upper left; the roll of the edge catches it, then turns under into shadow.
    linear('light', `0 ${palette.paper} 0.14, 0.5 ${palette.paper} 0, 1 ${palette.ink} 0.4`, 0, 0, 1, 1),
    linear('upper-shade', `0 ${palette.ink} 0.25, 0.6 ${palette.ink} 0.05, 1 ${palette.ink} 0`, 0, 0, 0, 1),
    // A macro lens holds only the fold in focus: a blurred copy of each layer is laid over it through this mask.
    linear(
      'focus',
      `0.3 ${palette.paper}, 0.55 ${palette.paper} 0, 0.68 ${palette.paper} 0, 0.92 ${palette.paper}`,
      0,
      0,
      0.3,
      1,
    ),
    `<mask id="defocus" maskUnits="userSpaceOnUse" x="-20" y="-20" width="840" height="1040">` +
      `<rect x="-20" y="-20" width="840" height="1040" fill="url(#focus)"/></mask>`,
    warp('cloth', 0.004, 16, 8, 0.8),
    blur('lens', 7),
    blur('soft', 5),
    blur('wide', 18),
  ].join('');
  const under = `<rect x="-20" y="-20" width="840" height="1040" fill="url(#under)"/>${flecks(23)}`;
  const over = `<rect x="-20" y="-20" width="840" height="700" fill="url(#over)"/>${flecks(41)}`;
  const cloth = [
    `<g filter="url(#cloth)">`,
    under,
    `<g mask="url(#defocus)"><g filter="url(#lens)">${under}</g></g>`,
    // The folded edge shadows the layer beneath it, most just under the edge.
    `<path d="${edge}" fill="none" stroke="${palette.ink}" stroke-width="60" opacity="0.5" filter="url(#wide)" transform="translate(10 34)"/>`,
    `<path d="${edge}" fill="none" stroke="${palette.ink}" stroke-width="12" opacity="0.55" filter="url(#soft)" transform="translate(4 10)"/>`,
    `<g clip-path="url(#upper)">${over}</g>`,
    `<g clip-path="url(#upper)"><g mask="url(#defocus)"><g filter="url(#lens)">${over}</g></g></g>`,
    `<g clip-path="url(#upper)">`,
    `<path d="${upper}" fill="url(#upper-shade)"/>`,
    `<path d="${edge}" fill="none" stroke="${palette.paper}" stroke-width="34" opacity="0.26" filter="url(#wide)" transform="translate(0 -36)"/>`,
    `<path d="${edge}" fill="none" stroke="${palette.ink}" stroke-width="22" opacity="0.5" filter="url(#wide)"/></g>`,
    `</g>`,
  ].join('');
  // Warm the greys a little, so the sand yarn reads as sand.
  const body =
    `${cloth}<rect width="800" height="1000" fill="url(#light)"/>` +
    `<rect width="800" height="1000" fill="${palette.bronze}" opacity="0.22" style="mix-blend-mode:soft-light"/>`;
  return picture(width, height, defs, body, 29, 0.15);
}
