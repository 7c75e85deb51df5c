// Lobby tile: a structured black leather handbag on a sand sweep, in the studio's light from the upper left.
import { BAG_SILHOUETTE, bag, bagDefs } from './bag.ts';
import { blur, cast, palette, picture, shadow, sweep } from './studio.ts';

export function lobbyBags(width: number, height: number): string {
  const room = sweep(640, palette.stone, palette.sand);
  const base = 780;
  const defs = [room.defs, bagDefs('#3a352f', '#151311'), blur('soft', 3), blur('wide', 12), blur('far', 28)].join('');
  const body = [
    room.body,
    cast(`<g transform="translate(400 ${base}) scale(1.3)">${BAG_SILHOUETTE}</g>`, base, 0.14, 'far'),
    cast(`<g transform="translate(400 ${base}) scale(1.3)">${BAG_SILHOUETTE}</g>`, base, 0.16, 'wide'),
    shadow(405, base, 210, 14, 0.45, 'wide'),
    shadow(400, base + 2, 190, 4, 0.6, 'soft'),
    `<g transform="translate(400 ${base}) scale(1.3)">${bag('soft', 'wide')}</g>`,
  ].join('');
  return picture(width, height, defs, body, 11, 0.25);
}
