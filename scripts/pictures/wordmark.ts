// The wordmark: MAISON CLUB blind-embossed on a sand card (tone on tone: only a highlight above each letter and
// a shadow below it), inside a bronze hairline, the card lying on paper with a second card askew beneath it.
import { blur, linear, palette, picture, radial } from './studio.ts';

const CARD = { x: 150, y: 190, width: 500, height: 620 };
const FONT = `font-family="Liberation Serif" font-size="33" letter-spacing="13"`;

function card(fill: string): string {
  return `<rect x="${CARD.x}" y="${CARD.y}" width="${CARD.width}" height="${CARD.height}" rx="3" fill="${fill}"/>`;
}

/** The letters three times: a soft shadow below right, a highlight above left, the face in the card's own tone. */
function embossed(text: string, y: number): string {
  const at = (dx: number, dy: number) => `x="${400 + dx}" y="${y + dy}" text-anchor="middle" ${FONT}`;
  return [
    `<text ${at(1.3, 1.8)} fill="${palette.umber}" opacity="0.55" filter="url(#press)">${text}</text>`,
    `<text ${at(-1, -1.2)} fill="${palette.paper}" opacity="0.95" filter="url(#press)">${text}</text>`,
    `<text ${at(0, 0)} fill="url(#card)">${text}</text>`,
  ].join('');
}

export function wordmark(width: number, height: number): string {
  const inset = 26;
  const defs = [
    linear('paper', `0 ${palette.paper}, 1 #ebe7e1`, 0, 0, 0.6, 1),
    linear('card', '0 #f4f0ea, 0.6 #ece7df, 1 #e1dbd1', 0, 0, 0.5, 1),
    linear('under-card', '0 #efebe5, 1 #dcd6cc', 0, 0, 0.5, 1),
    radial('light', `0 ${palette.paper} 0.5, 1 ${palette.paper} 0`, 0.2, 0.15, 0.8),
    blur('press', 0.7),
    blur('lift', 3),
    blur('drop', 16),
  ].join('');
  const body = [
    `<rect width="800" height="1000" fill="url(#paper)"/>`,
    // A second card beneath, turned a few degrees, so the top one has something to lie on.
    `<g transform="rotate(-5 400 500) translate(26 14)">`,
    `<g opacity="0.25" filter="url(#drop)" transform="translate(12 18)">${card(palette.ink)}</g>`,
    card('url(#under-card)'),
    `</g>`,
    // The card's shadow on the paper: a wide, soft one and a close, darker one at its edge.
    `<g opacity="0.28" filter="url(#drop)" transform="translate(14 22)">${card(palette.ink)}</g>`,
    `<g opacity="0.3" filter="url(#lift)" transform="translate(2 3)">${card(palette.ink)}</g>`,
    card('url(#card)'),
    `<rect x="${CARD.x + inset}" y="${CARD.y + inset}" width="${CARD.width - 2 * inset}" height="${CARD.height - 2 * inset}" fill="none" stroke="${palette.bronze}" stroke-width="0.9" opacity="0.85"/>`,
    embossed('MAISON CLUB', 511),
    // A lighter edge where the card's cut catches the light.
    `<path d="M${CARD.x},${CARD.y + CARD.height} V${CARD.y} H${CARD.x + CARD.width}" fill="none" stroke="${palette.paper}" stroke-width="1.2" opacity="0.9"/>`,
    `<rect width="800" height="1000" fill="url(#light)"/>`,
  ].join('');
  return picture(width, height, defs, body, 31, 0.22);
}
