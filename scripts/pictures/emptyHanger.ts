// The page that is not there: an empty wooden hanger on the thin black rail of the lobby's coat, against the same
// sand wall, its shadow falling softly to the right. What was asked for is not on the rail.
import { blur, linear, palette, picture, RAIL, sweep } from './studio.ts';

const WOOD = { light: '#b8946a', base: '#9c7c4c', dark: '#5a4424' };

// A suit hanger, front view, centred on x = 400: shoulders curving down from the hook, the trouser bar below.
const SHOULDERS = 'M180,420 Q400,300 620,420';
const BAR = 'M200,434 L600,434';
const HOOK = 'M400,360 L400,150 Q400,124 414,124 Q426,124 424,138';

export function emptyHanger(width: number, height: number): string {
  const room = sweep(940, '#ece7e0', palette.stone);
  const hanger =
    `<path d="${SHOULDERS}" fill="none" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="${BAR}" fill="none" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M185,417 L200,434 M615,417 L600,434" fill="none" stroke-width="5"/>`;
  const defs = [
    room.defs,
    linear('wood', `0 ${WOOD.light}, 0.5 ${WOOD.base}, 1 ${WOOD.dark}`),
    linear('chrome', `0 #8a857e, 0.5 #3a352f, 1 #6b665f`, 0, 0, 1, 0),
    blur('soft', 3),
    blur('wide', 10),
    blur('far', 24),
  ].join('');
  const body = [
    room.body,
    RAIL,
    // The hanger's shadow on the wall, away from the light.
    `<g stroke="${palette.ink}" opacity="0.22" filter="url(#far)" transform="translate(30 26)">${hanger}` +
      `<path d="${HOOK}" fill="none" stroke-width="4"/></g>`,
    `<path d="${HOOK}" fill="none" stroke="url(#chrome)" stroke-width="3.5"/>`,
    `<g stroke="url(#wood)">${hanger}</g>`,
    // The light from the upper left catches the top of the shoulders.
    `<path d="M196,406 Q400,296 604,406" fill="none" stroke="${WOOD.light}" stroke-width="3" opacity="0.7" filter="url(#soft)"/>`,
    // Where the hook meets the wood: a small brass collar.
    `<rect x="393" y="352" width="14" height="16" rx="3" fill="${palette.bronze}"/>`,
  ].join('');
  return picture(width, height, defs, body, 23, 0.25);
}
