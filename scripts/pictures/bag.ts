// A structured leather top-handle bag with a flap and a bronze turn-lock, drawn with its bottom centre at the
// origin (300 wide, 330 high with the handle): the lobby tile and the still life place and scale it.
import { linear, palette } from './studio.ts';

const BODY =
  'M-125,-225 Q-125,-235 -115,-235 L115,-235 Q125,-235 125,-225 L149,-14 Q150,0 136,0 L-136,0 Q-150,0 -149,-14 Z';
const FLAP = 'M-128,-238 L128,-238 L139,-128 Q0,-92 -139,-128 Z';
const HANDLE = 'M-72,-238 C-74,-352 74,-352 72,-238';
// The right gusset, seen because the camera stands a little to the left; it faces away from the light.
const GUSSET = 'M125,-226 L144,-229 L173,-16 Q174,-6 165,-5 L140,-1 Z';

/** The outline the bag casts on the floor (see studio.cast). */
export const BAG_SILHOUETTE = `<path d="${BODY}"/><path d="${GUSSET}"/><path d="${HANDLE}" fill="none" stroke-width="14"/>`;

/** Gradients and filters the bag uses; `blurs` names a soft (≈3) and a wide (≈12) blur of the picture. */
export function bagDefs(leather: string, shade: string): string {
  return [
    linear('bag-front', `0 ${leather}, 0.55 ${leather}, 1 ${shade}`, 0, 0, 1, 0.25),
    linear('bag-flap', `0 ${leather}, 0.5 ${shade}, 1 ${shade}`, 0.1, 0, 0.9, 1),
    linear('bag-handle', `0 ${leather}, 0.4 ${shade}, 1 ${palette.ink}`, 0, 0, 1, 0),
    linear('bag-gusset', `0 ${shade}, 1 ${palette.ink}`, 0, 0, 0.6, 1),
    linear('bag-metal', `0 #b89a62, 0.45 ${palette.bronze}, 1 #3f3118`, 0, 0, 1, 1),
    `<clipPath id="bag-body"><path d="${BODY}"/></clipPath><clipPath id="bag-flap-clip"><path d="${FLAP}"/></clipPath>`,
  ].join('');
}

/** The bag; `soft` and `wide` are the ids of two blurs (about 3 and 12 units). */
export function bag(soft: string, wide: string): string {
  const metal = 'url(#bag-metal)';
  const handle = [
    `<path d="${HANDLE}" fill="none" stroke="url(#bag-handle)" stroke-width="14"/>`,
    // The round handle catches a thin line of light along its top left.
    `<path d="M-66,-262 C-64,-330 20,-340 52,-318" fill="none" stroke="${palette.paper}" stroke-width="3" opacity="0.35" filter="url(#${soft})"/>`,
    ...[-72, 72].map(
      (x) =>
        `<rect x="${x - 11}" y="-250" width="22" height="18" rx="3" fill="url(#bag-handle)"/>` +
        `<rect x="${x - 8}" y="-244" width="16" height="5" rx="2" fill="${metal}"/>`,
    ),
  ].join('');
  const body = [
    `<path d="${GUSSET}" fill="url(#bag-gusset)"/>`,
    `<path d="M144,-229 L173,-16" stroke="${palette.grey}" stroke-width="1.5" opacity="0.35" filter="url(#${soft})"/>`,
    `<path d="${BODY}" fill="url(#bag-front)"/>`,
    `<g clip-path="url(#bag-body)"><g filter="url(#${wide})">`,
    // Light from the left rounds the front; the bottom seam and the right edge turn away into shadow.
    `<rect x="-160" y="-240" width="60" height="250" fill="${palette.paper}" opacity="0.16"/>`,
    `<ellipse cx="-40" cy="-60" rx="70" ry="40" fill="${palette.paper}" opacity="0.07"/>`,
    `<rect x="110" y="-240" width="60" height="250" fill="${palette.ink}" opacity="0.5"/>`,
    `<rect x="-160" y="-14" width="320" height="30" fill="${palette.ink}" opacity="0.45"/></g>`,
    `<path d="M-139,-122 Q0,-86 139,-122" fill="none" stroke="${palette.ink}" stroke-width="10" opacity="0.55" filter="url(#${soft})"/>`,
    `</g>`,
    `<path d="M-142,-10 L-120,-226" stroke="${palette.paper}" stroke-width="2" opacity="0.25" filter="url(#${soft})"/>`,
  ].join('');
  const flap = [
    `<path d="${FLAP}" fill="url(#bag-flap)"/>`,
    `<g clip-path="url(#bag-flap-clip)">`,
    `<ellipse cx="-60" cy="-200" rx="100" ry="34" fill="${palette.paper}" opacity="0.16" filter="url(#${wide})"/>`,
    `<path d="M-128,-236 L128,-236" stroke="${palette.paper}" stroke-width="4" opacity="0.3" filter="url(#${soft})"/>`,
    `</g>`,
    // The painted edge of the flap catches the light.
    `<path d="M-139,-128 Q0,-92 139,-128" fill="none" stroke="${palette.taupe}" stroke-width="1.4" opacity="0.45"/>`,
    // Saddle stitching a few millimetres inside the flap's edge.
    `<path d="M-120,-229 L120,-229 L130,-133 Q0,-100 -130,-133 Z" fill="none" stroke="${palette.grey}" stroke-width="1.1" stroke-dasharray="4 3" opacity="0.55"/>`,
  ].join('');
  const lock = [
    `<rect x="-19" y="-124" width="38" height="24" rx="4" fill="${palette.ink}" opacity="0.5" filter="url(#${soft})" transform="translate(3 4)"/>`,
    `<rect x="-19" y="-124" width="38" height="24" rx="4" fill="${metal}"/>`,
    `<rect x="-6" y="-120" width="12" height="16" rx="6" fill="${metal}" stroke="#3f3118" stroke-width="0.8"/>`,
    `<path d="M-16,-122 L14,-122" stroke="#e6d3a8" stroke-width="1.2" opacity="0.7"/>`,
  ].join('');
  return handle + body + flap + lock;
}
