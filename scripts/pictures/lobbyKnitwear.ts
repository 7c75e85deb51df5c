// Lobby tile: a chunky cream sweater, folded, lying on a warm-grey sweep and seen from a little above: cables down
// the front, a ribbed crew neck at the top, the folded hem at the bottom, soft shadow to the right.
import { type Yarn, knitDefs } from './knit.ts';
import { blur, linear, palette, picture, shadow, sweep, warp } from './studio.ts';

const OAT: Yarn = { id: 'oat', colour: '#e3dbce', light: '#f5f1ea', dark: '#b5ab9d' };
const S = { left: 170, right: 630, top: 400, bottom: 740, thick: 62 }; // the folded sweater's top face

const TOP = `M${S.left + 18},${S.top + 4} Q400,${S.top - 8} ${S.right - 18},${S.top + 4} Q${S.right + 2},${S.top + 6} ${S.right + 4},${S.top + 24} Q${S.right + 14},${(S.top + S.bottom) / 2} ${S.right + 8},${S.bottom} H${S.left - 8} Q${S.left - 14},${(S.top + S.bottom) / 2} ${S.left - 4},${S.top + 24} Q${S.left - 2},${S.top + 6} ${S.left + 18},${S.top + 4} Z`;
const FRONT = `M${S.left - 8},${S.bottom} H${S.right + 8} Q${S.right + 16},${S.bottom + S.thick * 0.5} ${S.right},${S.bottom + S.thick} H${S.left} Q${S.left - 16},${S.bottom + S.thick * 0.5} ${S.left - 8},${S.bottom} Z`;

/** A cable: a rope of slanted, overlapping stitch lozenges between two sunken purl channels. */
function cable(cx: number): string {
  const channels = [cx - 30, cx + 30].map(
    (x) => `<rect x="${x - 4}" y="${S.top}" width="8" height="${S.bottom - S.top}"/>`,
  );
  const under: string[] = [];
  const rope: string[] = [];
  const sheen: string[] = [];
  for (let y = S.top + 14; y < S.bottom - 56; y += 19) {
    const at = `rotate(-34 ${cx} ${y})`;
    under.push(`<ellipse cx="${cx + 2}" cy="${y + 4}" rx="25" ry="10" transform="${at}"/>`);
    rope.push(`<ellipse cx="${cx}" cy="${y}" rx="25" ry="10" transform="${at}"/>`);
    sheen.push(`<ellipse cx="${cx - 3}" cy="${y - 3}" rx="16" ry="4" transform="${at}"/>`);
  }
  // Each lozenge lies on the one below: a shared shadow under the rope, a shared sheen on top.
  return [
    `<g fill="${palette.ink}" opacity="0.28" filter="url(#soft)">${channels.join('')}</g>`,
    `<g fill="${palette.ink}" opacity="0.4" filter="url(#soft)">${under.join('')}</g>`,
    `<g fill="url(#oat-stitch)">${rope.join('')}</g>`,
    `<g fill="${palette.paper}" opacity="0.22" filter="url(#soft)">${sheen.join('')}</g>`,
  ].join('');
}

export function lobbyKnitwear(width: number, height: number): string {
  const room = sweep(540, '#cfc8bd', palette.stone);
  const defs = [
    room.defs,
    knitDefs(OAT, 13),
    `<pattern id="oat-small" width="9" height="7.6" patternUnits="userSpaceOnUse" patternTransform="scale(1 0.8)">` +
      `<rect width="9" height="7.6" fill="url(#oat-stitch)"/></pattern>`,
    linear('knit-light', `0 ${palette.paper} 0.22, 0.45 ${palette.paper} 0, 1 ${palette.ink} 0.3`, 0, 0, 1, 0.6),
    linear('knit-fold', `0 ${palette.ink} 0.12, 0.4 ${palette.ink} 0.25, 1 ${palette.ink} 0.65`),
    `<clipPath id="top-face"><path d="${TOP}"/></clipPath><clipPath id="front-face"><path d="${FRONT}"/></clipPath>`,
    warp('hand', 0.011, 9, 4),
    blur('soft', 3),
    blur('wide', 12),
    blur('far', 30),
  ].join('');
  const neck = { cx: 400, rx: 112, dip: 84 };
  const U = `M${neck.cx - neck.rx + 10},${S.top + 12} C${neck.cx - neck.rx + 20},${S.top + neck.dip} ${neck.cx + neck.rx - 20},${S.top + neck.dip} ${neck.cx + neck.rx - 10},${S.top + 12}`;
  const body = [
    room.body,
    `<g transform="translate(400 540) rotate(-3) scale(1.14) translate(-400 -600)"><g filter="url(#hand)">`,
    // Soft shadow: the sweater lies flat, so its shadow is a thin rim to the right and below.
    `<path d="${TOP} ${FRONT}" fill="${palette.ink}" opacity="0.22" filter="url(#far)" transform="translate(24 26)"/>`,
    shadow(404, S.bottom + S.thick, 250, 10, 0.5, 'wide'),
    shadow(404, S.bottom + S.thick - 2, 230, 3, 0.5, 'soft'),
    `<path d="${FRONT}" fill="url(#oat-stitch)"/>`,
    `<g clip-path="url(#front-face)"><rect x="${S.left - 20}" y="${S.bottom}" width="${S.right - S.left + 40}" height="${S.thick}" fill="url(#knit-fold)"/></g>`,
    `<path d="${TOP}" fill="url(#oat-stitch)"/>`,
    `<g clip-path="url(#top-face)">`,
    // The sleeves are folded behind: their bulk pushes up soft ridges near the sides.
    ...[S.left + 52, S.right - 52].map(
      (x) =>
        `<rect x="${x - 10}" y="${S.top}" width="20" height="${S.bottom - S.top}" fill="${palette.ink}" opacity="0.22" filter="url(#wide)"/>`,
    ),
    cable(285),
    cable(400),
    cable(515),
    // The ribbed hem along the fold, and the light falling across the whole sweater.
    `<rect x="${S.left - 10}" y="${S.bottom - 48}" width="${S.right - S.left + 20}" height="48" fill="url(#oat-rib)"/>`,
    `<rect x="${S.left - 10}" y="${S.bottom - 50}" width="${S.right - S.left + 20}" height="6" fill="${palette.ink}" opacity="0.25" filter="url(#soft)"/>`,
    `<rect x="${S.left - 20}" y="${S.top - 20}" width="${S.right - S.left + 40}" height="${S.bottom - S.top + 40}" fill="url(#knit-light)"/>`,
    // Padded by the folded sleeves, the sweater rounds off at its edges.
    `<path d="${TOP}" fill="none" stroke="${palette.ink}" stroke-width="30" opacity="0.2" filter="url(#wide)"/>`,
    `</g>`,
    // The crew neck: the back neck rib along the top edge, the front rib dipping in a U before it, and the inside
    // of the back in shadow between them.
    `<path d="M${neck.cx - neck.rx},${S.top + 2} Q${neck.cx},${S.top - 6} ${neck.cx + neck.rx},${S.top + 2} L${neck.cx + neck.rx - 8},${S.top + 20} Q${neck.cx},${S.top + 12} ${neck.cx - neck.rx + 8},${S.top + 20} Z" fill="url(#oat-rib)"/>`,
    `<path d="${U}" fill="url(#oat-stitch)"/>`,
    `<path d="${U}" fill="${palette.ink}" opacity="0.3" filter="url(#soft)" transform="translate(0 -4)"/>`,
    `<path d="${U}" fill="none" stroke="${palette.ink}" stroke-width="24" opacity="0.3" filter="url(#soft)" transform="translate(3 5)"/>`,
    `<path d="${U}" fill="none" stroke="url(#oat-rib)" stroke-width="24"/>`,
    `<path d="${U}" fill="none" stroke="${palette.paper}" stroke-width="4" opacity="0.25" filter="url(#soft)" transform="translate(-2 -6)"/>`,
    `</g></g>`,
  ].join('');
  return picture(width, height, defs, body, 13, 0.25);
}
