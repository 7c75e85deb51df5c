// A pale atelier: a thin black rail with a bronze bar holding six garments seen from the front (coats, shirts, a
// knit), each a little in front of the next, window light falling diagonally across the wall behind them.
import { type Garment, garment, garmentDefs } from './garments.ts';
import { blur, linear, palette, picture, plaster } from './studio.ts';

const RAIL = { left: 92, right: 708, y: 262, floor: 858 };
const SHOULDERS = RAIL.y + 44;

// Left to right; drawn right to left, so each garment hangs in front of its right-hand neighbour and casts its
// shadow onto it, as the window light from the left would.
const GARMENTS: Garment[] = [
  { kind: 'coat', x: 150, width: 150, length: 470, colour: '#3b3733', light: '#5f5a54', dark: '#1c1a18' },
  { kind: 'shirt', x: 255, width: 132, length: 290, colour: '#f1eee9', light: palette.paper, dark: '#c9c2b8' },
  { kind: 'knit', x: 360, width: 150, length: 250, colour: '#b9b1a6', light: '#d3ccc2', dark: '#857d72' },
  { kind: 'coat', x: 465, width: 154, length: 480, colour: '#a88a60', light: '#c9ae86', dark: '#6b5434' },
  { kind: 'shirt', x: 565, width: 130, length: 300, colour: '#d9d3ca', light: '#ece8e2', dark: '#a59d92' },
  { kind: 'coat', x: 655, width: 148, length: 440, colour: '#8c8780', light: '#aba59d', dark: '#55514b' },
];

export function atelier(width: number, height: number): string {
  // Window light: the panes of a tall window, thrown across the wall from the upper left.
  const panes: string[] = [];
  for (let col = 0; col < 2; col++) {
    for (let row = 0; row < 3; row++) {
      panes.push(`<rect x="${330 + col * 118}" y="${40 + row * 178}" width="104" height="164"/>`);
    }
  }
  const window = 'matrix(1 0.32 -0.55 1 120 -40)';
  const defs = [
    linear('wall', '0 #ebe6de, 1 #dcd5cb', 0, 0, 1, 1),
    linear('floor', '0 #d5cec3, 1 #e6e1d9'),
    linear('rail', `0 #a3844f, 0.5 ${palette.bronze}, 1 #3f3118`),
    plaster('plaster', 3),
    linear('falloff', `0 ${palette.paper} 0.12, 0.5 ${palette.paper} 0, 1 ${palette.ink} 0.14`, 0, 0, 1, 0.4),
    blur('soft', 2.5),
    blur('wide', 9),
    blur('light', 7),
    blur('far', 24),
    ...GARMENTS.map((g, i) => garmentDefs(g, i, SHOULDERS)),
  ].join('');
  const shadows = GARMENTS.map(
    (g) => `<rect x="${g.x - g.width / 2}" y="${SHOULDERS}" width="${g.width}" height="${g.length}" rx="30"/>`,
  ).join('');
  const body = [
    `<rect width="800" height="${RAIL.floor}" fill="url(#wall)"/>`,
    `<rect width="800" height="${RAIL.floor}" fill="${palette.umber}" filter="url(#plaster)" opacity="0.12"/>`,
    `<g fill="${palette.paper}" opacity="0.55" filter="url(#light)" transform="${window}">${panes.join('')}</g>`,
    `<rect y="${RAIL.floor}" width="800" height="${1000 - RAIL.floor}" fill="url(#floor)"/>`,
    `<rect y="${RAIL.floor - 10}" width="800" height="10" fill="#e9e4dc"/>`,
    `<rect y="${RAIL.floor}" width="800" height="3" fill="${palette.taupe}" opacity="0.6"/>`,
    // Shadows: the garments on the wall (cast down and right by the window), the rail on the floor.
    `<g fill="${palette.ink}" opacity="0.16" filter="url(#far)" transform="translate(34 26)">${shadows}</g>`,
    `<ellipse cx="410" cy="${RAIL.floor + 26}" rx="330" ry="16" fill="${palette.ink}" opacity="0.22" filter="url(#far)"/>`,
    // The rail: two thin uprights on small feet, a bronze bar across.
    ...[RAIL.left, RAIL.right].map(
      (x) =>
        `<rect x="${x - 2.5}" y="${RAIL.y}" width="5" height="${RAIL.floor + 22 - RAIL.y}" fill="${palette.ink}"/>` +
        `<rect x="${x - 30}" y="${RAIL.floor + 20}" width="60" height="5" rx="2" fill="${palette.ink}"/>`,
    ),
    `<rect x="${RAIL.left - 6}" y="${RAIL.y - 3}" width="${RAIL.right - RAIL.left + 12}" height="7" rx="3.5" fill="url(#rail)"/>`,
    ...GARMENTS.map((g, i) => ({ g, i }))
      .reverse()
      .map(
        ({ g, i }) =>
          `<rect x="${g.x + 10}" y="${SHOULDERS}" width="${g.width / 2}" height="${g.length}" fill="${palette.ink}" opacity="0.25" filter="url(#wide)"/>` +
          garment(g, i, RAIL.y, SHOULDERS),
      ),
    // The same window light falls across the garments, and the room darkens away from the window.
    `<g fill="${palette.paper}" opacity="0.22" filter="url(#light)" transform="${window}" style="mix-blend-mode:soft-light">${panes.join('')}</g>`,
    `<rect width="800" height="1000" fill="url(#falloff)"/>`,
  ].join('');
  return picture(width, height, defs, body, 3, 0.25);
}
