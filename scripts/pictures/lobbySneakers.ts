// Lobby tile: a pair of minimal white leather sneakers in profile, one a step behind the other, on a warm-grey
// sweep; soft light from the upper left, contact shadows under the soles and a long soft shadow to the right.
import { blur, cast, linear, palette, picture, shadow, sweep } from './studio.ts';

// One shoe, toe to the left, sole on y = 0, 424 long.
const UPPER =
  'M8,-30 C0,-60 30,-78 70,-82 C96,-84 110,-90 124,-96 L270,-168 C290,-172 306,-146 336,-144 C366,-142 392,-158 406,-164 C424,-158 430,-100 424,-34 Z';
const TONGUE = 'M254,-156 L260,-188 C264,-198 292,-200 300,-190 L306,-156 Z';
const SOLE = 'M4,-34 C-4,-22 2,-4 22,0 L408,0 Q426,0 428,-14 L428,-38 Q300,-33 150,-32 L8,-30 Z';
const TOE_CAP = 'M72,-82 C98,-72 108,-52 96,-31';
const COUNTER = 'M336,-144 C334,-100 346,-62 372,-35';
const EYESTAY = 'M124,-96 L270,-168 L282,-146 L138,-76 Z';

/** The shoe's outline for its cast shadow. */
const SILHOUETTE = `<path d="${UPPER}"/><path d="${SOLE}"/><path d="${TONGUE}"/>`;

function shoe(dim: number): string {
  const eyelets = [0, 1, 2, 3, 4].map((i) => [156 + i * 25, -96 - i * 12.3] as const);
  return [
    `<path d="${SOLE}" fill="url(#sole)"/>`,
    `<path d="M14,-18 L414,-20" stroke="${palette.taupe}" stroke-width="1.2" stroke-dasharray="3 3" opacity="0.8"/>`,
    `<path d="M22,-1 L408,-1" stroke="${palette.grey}" stroke-width="2" opacity="0.5"/>`,
    `<path d="${TONGUE}" fill="url(#sole)"/><path d="M262,-186 C268,-194 288,-196 296,-190" fill="none" stroke="${palette.paper}" stroke-width="3" opacity="0.8"/>`,
    `<path d="${UPPER}" fill="url(#leather)"/>`,
    `<g clip-path="url(#upper)">`,
    // Light rounds the toe box and the collar; the lower quarter turns toward the floor.
    `<g filter="url(#wide)"><ellipse cx="70" cy="-74" rx="50" ry="16" fill="${palette.paper}" opacity="0.9"/>`,
    `<rect x="0" y="-50" width="430" height="30" fill="${palette.taupe}" opacity="0.4"/>`,
    `<ellipse cx="410" cy="-80" rx="34" ry="80" fill="${palette.taupe}" opacity="0.45"/>`,
    `<path d="M140,-70 L300,-150" stroke="${palette.taupe}" stroke-width="10" opacity="0.3" fill="none"/></g>`,
    `</g>`,
    // Panels: toe cap, eyestay, heel counter; each seam a fine shadow with stitching beside it.
    `<g fill="none" stroke="${palette.grey}" stroke-width="1.4" opacity="0.7"><path d="${TOE_CAP}"/><path d="${COUNTER}"/></g>`,
    `<g fill="none" stroke="${palette.taupe}" stroke-width="0.9" stroke-dasharray="2.5 2.5"><path d="${TOE_CAP}" transform="translate(7 1)"/><path d="${COUNTER}" transform="translate(-7 0)"/></g>`,
    `<path d="${EYESTAY}" fill="${palette.paper}" fill-opacity="0.35" stroke="${palette.grey}" stroke-width="1.2" stroke-opacity="0.55"/>`,
    `<path d="${EYESTAY}" fill="none" stroke="${palette.taupe}" stroke-width="0.9" stroke-dasharray="2.5 2.5" transform="translate(1.5 4)"/>`,
    // Flex creases across the vamp.
    `<g fill="none" stroke="${palette.grey}" stroke-width="2" opacity="0.35" filter="url(#soft)"><path d="M104,-88 Q116,-70 112,-52"/><path d="M120,-94 Q130,-78 128,-62"/></g>`,
    ...eyelets.map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="3.2" fill="${palette.grey}"/><circle cx="${x}" cy="${y}" r="1.8" fill="${palette.umber}"/>`,
    ),
    // The laces, seen from the side: a row of soft bumps along the throat.
    ...eyelets.map(
      ([x, y]) =>
        `<path d="M${x - 2},${y - 1} L${x + 14},${y - 13}" stroke="${palette.taupe}" stroke-width="6.5" stroke-linecap="round"/>` +
        `<path d="M${x - 2},${y - 1} L${x + 14},${y - 13}" stroke="url(#lace)" stroke-width="5" stroke-linecap="round"/>`,
    ),
    `<path d="M394,-160 L410,-166 L416,-138 L398,-134 Z" fill="url(#tab)"/>`,
    dim > 0
      ? `<g opacity="${dim}"><path d="${UPPER}" fill="${palette.umber}"/><path d="${SOLE}" fill="${palette.umber}"/></g>`
      : '',
  ].join('');
}

export function lobbySneakers(width: number, height: number): string {
  const room = sweep(560, '#cdc6bb', palette.stone);
  const front = 'translate(128 720) scale(1.2)';
  const back = 'translate(226 628) scale(1.06)';
  const defs = [
    room.defs,
    linear('leather', `0 ${palette.paper}, 0.55 #f4f1ec, 1 #d6cfc4`, 0, 0, 0.2, 1),
    linear('sole', '0 #f7f5f1, 1 #d9d3ca'),
    linear('lace', `0 ${palette.paper}, 1 #d9d3ca`),
    linear('tab', `0 #a3844f, 1 ${palette.bronze}`),
    `<clipPath id="upper"><path d="${UPPER}"/></clipPath>`,
    blur('soft', 2),
    blur('wide', 9),
    blur('far', 24),
  ].join('');
  const body = [
    room.body,
    cast(`<g transform="${back}">${SILHOUETTE}</g>`, 628, 0.3, 'far', 1.1, 0.3),
    shadow(452, 628, 240, 8, 0.35, 'wide'),
    shadow(452, 628, 222, 2.5, 0.55, 'soft'),
    `<g transform="${back}">${shoe(0.1)}</g>`,
    cast(`<g transform="${front}">${SILHOUETTE}</g>`, 720, 0.3, 'far', 1.1, 0.3),
    shadow(385, 720, 270, 9, 0.4, 'wide'),
    shadow(385, 720, 250, 2.5, 0.6, 'soft'),
    `<g transform="${front}">${shoe(0)}</g>`,
  ].join('');
  return picture(width, height, defs, body, 19, 0.25);
}
