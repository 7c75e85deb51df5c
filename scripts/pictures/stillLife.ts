// A still life: a plaster plinth carrying a stack of folded knitwear, a structured leather bag on the floor beside
// it, on a sand sweep; one soft light from the upper left, so both cast their shadows to the right.
import { BAG_SILHOUETTE, bag, bagDefs } from './bag.ts';
import { type Yarn, foldedKnit, knitDefs } from './knit.ts';
import { blur, cast, linear, palette, picture, plaster, shadow, sweep } from './studio.ts';

const CREAM: Yarn = { id: 'cream', colour: '#e6dfd4', light: '#f6f2ec', dark: '#c4bcb0' };
const TAUPE: Yarn = { id: 'taupe', colour: '#b3ab9f', light: '#cdc6bb', dark: '#8a8277' };
const UMBER: Yarn = { id: 'umber', colour: '#6a635b', light: '#807a72', dark: '#4a453f' };

// The plinth: front face, the top seen from a little above, the right side turning away from the light.
const P = { left: 84, right: 404, top: 520, base: 920, depth: 40, side: 36 };
const FRONT = `M${P.left},${P.top} H${P.right} V${P.base} H${P.left} Z`;
const TOP = `M${P.left},${P.top} L${P.left + P.side},${P.top - P.depth} H${P.right + P.side} L${P.right},${P.top} Z`;
const SIDE = `M${P.right},${P.top} L${P.right + P.side},${P.top - P.depth} V${P.base - P.depth} L${P.right},${P.base} Z`;

function plinth(): string {
  return [
    `<path d="${FRONT}" fill="url(#plinth-front)"/>`,
    `<path d="${TOP}" fill="url(#plinth-top)"/>`,
    `<path d="${SIDE}" fill="url(#plinth-side)"/>`,
    // Bevelled edges catch a line of light.
    `<g stroke="${palette.paper}" stroke-width="2" filter="url(#soft)"><path d="M${P.left},${P.top} H${P.right}" opacity="0.7"/>`,
    `<path d="M${P.left + 1},${P.top} V${P.base}" opacity="0.5"/></g>`,
    `<g clip-path="url(#plinth)">`,
    `<rect x="${P.left}" y="${P.top - P.depth}" width="${P.right - P.left + P.side}" height="${P.base - P.top + P.depth}" fill="${palette.umber}" filter="url(#plaster)" opacity="0.16"/>`,
    // Light from the left falls off across the front; the floor darkens the foot of the plinth.
    `<g filter="url(#wide)"><rect x="${P.left - 30}" y="${P.top}" width="90" height="${P.base - P.top}" fill="${palette.paper}" opacity="0.35"/>`,
    `<rect x="${P.left}" y="${P.base - 40}" width="${P.right - P.left + P.side}" height="50" fill="${palette.umber}" opacity="0.22"/></g>`,
    `</g>`,
  ].join('');
}

export function stillLife(width: number, height: number): string {
  const room = sweep(600, '#e9e4dc', palette.sand);
  const bagAt = 'translate(596 950) scale(0.96)';
  const stack = P.top - 10;
  const defs = [
    room.defs,
    linear('plinth-front', '0 #e8e3da, 0.45 #d8d1c6, 1 #bcb4a8', 0, 0, 1, 0.5),
    linear('plinth-top', '0 #faf8f4, 1 #ebe6de', 0, 0, 1, 0),
    linear('plinth-side', '0 #a9a196, 1 #968e83'),
    bagDefs('#4a4038', '#1b1816'),
    knitDefs(CREAM, 6),
    knitDefs(TAUPE, 6),
    knitDefs(UMBER, 6),
    plaster('plaster', 12),
    `<clipPath id="plinth"><path d="${FRONT}"/><path d="${TOP}"/><path d="${SIDE}"/></clipPath>`,
    blur('soft', 2.5),
    blur('wide', 12),
    blur('far', 30),
  ].join('');
  const silhouette = `<path d="${FRONT}"/><path d="${SIDE}"/><path d="M150,${stack - 150} h260 v150 h-260 Z"/>`;
  const body = [
    room.body,
    // The sweep is close behind: the plinth and its stack throw a soft shadow onto it, to the right.
    `<g fill="${palette.ink}" opacity="0.13" filter="url(#far)" transform="translate(58 -14)">${silhouette}</g>`,
    cast(silhouette, P.base, 0.3, 'far', 0.55, 0.22),
    cast(`<g transform="${bagAt}">${BAG_SILHOUETTE}</g>`, 950, 0.25, 'far'),
    shadow(260, P.base, 210, 12, 0.4, 'wide'),
    plinth(),
    // The knit stack sits back from the front edge; each fold shades the one below it.
    shadow(275, stack + 2, 150, 7, 0.5, 'wide'),
    foldedKnit(UMBER, 130, stack - 50, 284, 50, 'soft', 'wide'),
    shadow(270, stack - 48, 140, 6, 0.4, 'soft'),
    foldedKnit(TAUPE, 140, stack - 96, 272, 46, 'soft', 'wide'),
    shadow(272, stack - 94, 134, 6, 0.4, 'soft'),
    foldedKnit(CREAM, 135, stack - 144, 278, 48, 'soft', 'wide', true),
    shadow(600, 950, 175, 12, 0.4, 'wide'),
    shadow(596, 951, 145, 3, 0.6, 'soft'),
    `<g transform="${bagAt}">${bag('soft', 'wide')}</g>`,
  ].join('');
  return picture(width, height, defs, body, 5, 0.25);
}
