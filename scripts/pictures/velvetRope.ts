// Members only: a dark velvet rope hung between two brass posts on a stone floor, the sand wall behind, in the
// studio's light from the upper left. The way in is closed, politely.
import { blur, cast, linear, palette, picture, radial, shadow, sweep } from './studio.ts';

const BRASS = { light: '#d8bd84', base: '#a8874a', dark: '#5e4720' };
const FLOOR = 800;
const POSTS = [230, 570];

/** A post: a round weighted foot, a slim column and a ball on top, centred on x. */
const post = (x: number) =>
  `<ellipse cx="${x}" cy="${FLOOR - 10}" rx="62" ry="16"/>` +
  `<rect x="${x - 52}" y="${FLOOR - 36}" width="104" height="26" rx="12"/>` +
  `<rect x="${x - 11}" y="468" width="22" height="${FLOOR - 500}" rx="6"/>` +
  `<circle cx="${x}" cy="452" r="24"/>`;

// The rope between the tops of the posts, sagging under its weight, with a brass hook at each end.
const ROPE = `M${POSTS[0]! + 18},470 C330,650 470,650 ${POSTS[1]! - 18},470`;

export function velvetRope(width: number, height: number): string {
  const room = sweep(700, palette.sand, palette.stone);
  const posts = POSTS.map(post).join('');
  const defs = [
    room.defs,
    linear('brass', `0 ${BRASS.dark}, 0.3 ${BRASS.light}, 0.55 ${BRASS.base}, 1 ${BRASS.dark}`, 0, 0, 1, 0),
    radial('brass-ball', `0 ${BRASS.light}, 0.6 ${BRASS.base}, 1 ${BRASS.dark}`, 0.35, 0.3, 0.7),
    linear('velvet', `0 #3b2a2c, 0.5 #221719, 1 #120c0d`),
    blur('soft', 3),
    blur('wide', 12),
    blur('far', 28),
  ].join('');
  const body = [
    room.body,
    // Shadows: cast back to the right on the floor, then each foot's contact shadow.
    cast(posts, FLOOR, 0.14, 'far'),
    cast(`<path d="${ROPE}" fill="none" stroke-width="24"/>`, FLOOR, 0.1, 'far'),
    ...POSTS.map((x) => shadow(x + 6, FLOOR - 4, 80, 12, 0.45, 'wide')),
    `<g fill="url(#brass)">${posts.replace(/<circle[^>]*\/>/g, '')}</g>`,
    ...POSTS.map((x) => `<circle cx="${x}" cy="452" r="24" fill="url(#brass-ball)"/>`),
    // Light runs down the left of each column.
    ...POSTS.map(
      (x) =>
        `<rect x="${x - 7}" y="476" width="4" height="${FLOOR - 520}" fill="${BRASS.light}" opacity="0.7" filter="url(#soft)"/>`,
    ),
    `<path d="${ROPE}" fill="none" stroke="url(#velvet)" stroke-width="24" stroke-linecap="round"/>`,
    // The velvet's sheen along the top of the rope.
    `<path d="${ROPE}" fill="none" stroke="#7a5a5c" stroke-width="4" opacity="0.45" transform="translate(0 -7)" filter="url(#soft)"/>`,
    ...POSTS.map((x, i) => `<circle cx="${x + (i === 0 ? 18 : -18)}" cy="470" r="9" fill="url(#brass-ball)"/>`),
  ].join('');
  return picture(width, height, defs, body, 29, 0.25);
}
