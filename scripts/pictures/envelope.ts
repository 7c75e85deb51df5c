// The link from the mail: a cream envelope with its flap open and a sand card half out, lying on a stone plinth, in
// the studio's light from the upper left. What the activation mail brought, waiting to be used again.
import { blur, linear, palette, picture, shadow, sweep } from './studio.ts';

const PAPER = { light: '#fbf8f2', base: '#f1ebe0', dark: '#d8cfbf' };
// The envelope front view on the plinth's top, centred on x = 400; the open flap stands up behind the card.
const BACK = 'M210,520 L590,520 L590,770 L210,770 Z';
const FLAP = 'M210,520 L400,392 L590,520 Z';
const CARD = 'M244,452 L556,452 L556,700 L244,700 Z';
const POCKET = 'M210,560 L400,676 L590,560 L590,770 L210,770 Z';

export function envelope(width: number, height: number): string {
  const room = sweep(820, palette.sand, palette.stone);
  const defs = [
    room.defs,
    linear('paper', `0 ${PAPER.light}, 1 ${PAPER.base}`, 0, 0, 1, 1),
    linear('pocket', `0 ${PAPER.base}, 1 ${PAPER.dark}`, 0, 0, 0.3, 1),
    linear('plinth', `0 #ece6dc, 1 #cfc7ba`, 0, 0, 1, 0),
    blur('soft', 3),
    blur('wide', 12),
    blur('far', 30),
  ].join('');
  const body = [
    room.body,
    // The plinth, its top lit, its front in shade.
    `<rect x="120" y="790" width="560" height="210" fill="url(#plinth)"/>`,
    `<rect x="120" y="780" width="560" height="14" fill="#f3eee6"/>`,
    shadow(430, 784, 230, 10, 0.35, 'wide'),
    // The envelope's shadow on the wall behind, away from the light.
    `<path d="${BACK} ${FLAP}" fill="${palette.ink}" opacity="0.16" filter="url(#far)" transform="translate(26 -8)"/>`,
    `<path d="${FLAP}" fill="url(#pocket)"/>`,
    `<path d="${BACK}" fill="${PAPER.dark}"/>`,
    // The card, with the club's name set small in bronze and a hairline frame.
    `<path d="${CARD}" fill="url(#paper)"/>`,
    `<rect x="262" y="470" width="276" height="212" fill="none" stroke="${palette.bronze}" stroke-width="1.2" opacity="0.6"/>`,
    `<rect x="330" y="514" width="140" height="3" fill="${palette.bronze}" opacity="0.7"/>`,
    `<rect x="360" y="530" width="80" height="2" fill="${palette.bronze}" opacity="0.45"/>`,
    // The pocket over the card's lower half casts a soft shadow onto it.
    `<path d="${POCKET}" fill="${palette.ink}" opacity="0.18" filter="url(#soft)" transform="translate(0 -6)"/>`,
    `<path d="${POCKET}" fill="url(#paper)"/>`,
    `<path d="M210,560 L400,676 L590,560" fill="none" stroke="${PAPER.dark}" stroke-width="2"/>`,
  ].join('');
  return picture(width, height, defs, body, 31, 0.25);
}
