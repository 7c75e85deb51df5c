// Lobby tile: a long camel coat on a wooden hanger, hung from a thin black rail against a sand wall; its shadow
// falls softly to the right on the wall.
import { blur, linear, palette, picture, RAIL, sweep, warp } from './studio.ts';

const CAMEL = { base: '#b08c5c', light: '#cfb287', dark: '#765731' };

// The coat, front view, centred on x = 400: shoulders at y ≈ 240, hem at y ≈ 900.
const BODY =
  'M356,210 Q400,222 444,210 L530,244 Q552,256 554,292 L566,560 L588,896 Q500,910 400,906 Q300,910 212,896 L234,560 L246,292 Q248,256 270,244 Z';
const SLEEVE_L = 'M270,244 Q240,254 234,302 L214,560 L204,690 Q226,704 258,698 L268,560 L282,380 Z';
const SLEEVE_R = 'M530,244 Q560,254 566,302 L586,560 L596,690 Q574,704 542,698 L532,560 L518,380 Z';
const LAPEL_L = 'M354,213 L332,254 L350,262 L318,300 L404,540 L374,226 Z';
const LAPEL_R = 'M446,213 L468,254 L450,262 L482,300 L408,522 L426,226 Z';
// Between the lapels: the lining at the back of the coat, below the collar that rounds the back of the neck.
const INSIDE = 'M366,220 Q400,234 434,220 L406,530 Z';
const COLLAR = 'M354,213 Q400,196 446,213 L434,222 Q400,210 366,222 Z';

// Folds: the cloth falls from the shoulders and flares toward the hem.
// Each fold is a band, narrow where it starts and wider at the hem, fading in from its top.
const FOLDS = [
  [300, 320, 262, 'dark', 0.5],
  [326, 480, 316, 'light', 0.45],
  [356, 600, 358, 'dark', 0.35],
  [462, 520, 488, 'dark', 0.55],
  [506, 330, 544, 'dark', 0.6],
  [436, 620, 448, 'light', 0.3],
  [268, 300, 238, 'light', 0.4],
] as const;

// Over the coat's body: the lapels, the placket, the buttons, the cuffs and the pockets.
const DETAILS = [
  // Lapels: each lies on the chest and casts a thin shadow beside its edge.
  `<g fill="${palette.ink}" opacity="0.35" filter="url(#soft)"><path d="${LAPEL_L}" transform="translate(4 5)"/><path d="${LAPEL_R}" transform="translate(5 5)"/></g>`,
  `<path d="${LAPEL_R}" fill="url(#lapel)"/>`,
  `<path d="${LAPEL_L}" fill="url(#lapel)"/>`,
  `<path d="${COLLAR}" fill="url(#lapel)"/>`,
  `<g clip-path="url(#lapels)"><g stroke="${palette.ink}" stroke-width="12" opacity="0.22" filter="url(#wide)"><path d="M374,226 L404,540"/><path d="M426,226 L408,522"/></g></g>`,
  // The lapels roll over along their inner edge, which catches the light.
  `<g stroke="${CAMEL.light}" stroke-width="3" opacity="0.6" filter="url(#soft)"><path d="M376,232 L402,520"/><path d="M354,216 L334,254"/></g>`,
  `<path d="M404,540 L406,902" stroke="${palette.ink}" stroke-width="3" opacity="0.35" filter="url(#soft)"/>`,
  ...[560, 650, 740].map(
    (y) =>
      `<circle cx="392" cy="${y + 2}" r="9" fill="${palette.ink}" opacity="0.35" filter="url(#soft)"/>` +
      `<circle cx="390" cy="${y}" r="8" fill="#4a3a26"/><circle cx="388" cy="${y - 2}" r="3" fill="${CAMEL.light}" opacity="0.4"/>`,
  ),
  // Cuffs, and flap pockets.
  `<g stroke="${palette.ink}" stroke-width="2" opacity="0.25" filter="url(#soft)"><path d="M207,652 L262,656"/><path d="M538,656 L593,652"/></g>`,
  `<path d="M282,700 L350,704" stroke="${palette.ink}" stroke-width="3" opacity="0.3" filter="url(#soft)"/>`,
  `<path d="M456,704 L524,700" stroke="${palette.ink}" stroke-width="3" opacity="0.35" filter="url(#soft)"/>`,
].join('');

export function lobbyCoats(width: number, height: number): string {
  const room = sweep(940, '#ece7e0', palette.stone);
  const coat = `<path d="${BODY}"/><path d="${SLEEVE_L}"/><path d="${SLEEVE_R}"/>`;
  const defs = [
    room.defs,
    linear('camel', `0 ${CAMEL.light}, 0.35 ${CAMEL.base}, 1 ${CAMEL.dark}`, 0, 0, 1, 0.2),
    linear('camel-sleeve', `0 ${CAMEL.base}, 1 ${CAMEL.dark}`, 0, 0, 1, 0),
    linear('lapel', `0 #bb9a6b, 0.5 ${CAMEL.base}, 1 #8a6a40`, 0, 0, 1, 1),
    linear('fold-dark', `0 ${CAMEL.dark} 0, 0.35 ${CAMEL.dark} 1, 1 ${CAMEL.dark} 1`),
    linear('fold-light', `0 ${CAMEL.light} 0, 0.35 ${CAMEL.light} 1, 1 ${CAMEL.light} 1`),
    linear('hanger', '0 #9c7c4c, 1 #5a4424'),
    // Wool twill: fine diagonal ribs, barely there.
    `<pattern id="twill" width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(-40)">` +
      `<rect width="3" height="1.2" fill="${palette.ink}" opacity="0.035"/></pattern>`,
    warp('hand', 0.008, 5, 9),
    `<clipPath id="coat"><path d="${BODY}"/></clipPath><clipPath id="lapels"><path d="${LAPEL_L}"/><path d="${LAPEL_R}"/></clipPath>`,
    blur('soft', 3),
    blur('wide', 10),
    blur('far', 26),
  ].join('');
  const body = [
    room.body,
    // The rail and the hanger's hook above the coat.
    RAIL,
    `<path d="M400,200 L400,150 Q400,124 414,124 Q426,124 424,138" fill="none" stroke="#3a352f" stroke-width="3.5"/>`,
    // The coat's shadow on the wall behind it.
    `<g fill="${palette.ink}" opacity="0.22" filter="url(#far)" transform="translate(34 22)">${coat}</g>`,
    `<path d="M270,236 Q400,186 530,236" fill="none" stroke="url(#hanger)" stroke-width="12" stroke-linecap="round"/>`,
    `<g filter="url(#hand)">`,
    `<path d="${SLEEVE_L}" fill="url(#camel-sleeve)"/>`,
    `<path d="${SLEEVE_R}" fill="url(#camel-sleeve)"/>`,
    `<path d="${BODY}" fill="url(#camel)"/>`,
    `<path d="${BODY}" fill="url(#twill)"/>`,
    `<g clip-path="url(#coat)"><g filter="url(#wide)">`,
    ...FOLDS.map(
      ([top, y, bottom, tone, opacity]) =>
        `<path d="M${top - 4},${y} L${top + 4},${y} L${bottom + 16},910 L${bottom - 16},910 Z" fill="url(#fold-${tone})" opacity="${opacity}"/>`,
    ),
    `</g>`,
    // Inside the neck: the dark back of the coat; the sleeves shade the body where they hang against it.
    `<path d="${INSIDE}" fill="#5a4427"/>`,
    `<path d="${INSIDE}" fill="${palette.ink}" opacity="0.5" filter="url(#wide)" transform="translate(0 -30)"/>`,
    `<path d="M252,300 L240,700" stroke="${palette.ink}" stroke-width="10" opacity="0.2" filter="url(#wide)"/>`,
    `<path d="M548,300 L560,700" stroke="${palette.ink}" stroke-width="10" opacity="0.3" filter="url(#wide)"/>`,
    `</g>`,
    DETAILS,
    `</g>`,
  ].join('');
  return picture(width, height, defs, body, 17, 0.25);
}
