// The studio every picture is shot in: one palette, one light (from the upper left), one grain, one frame.
// Pictures are composed on an 800 × 1000 (4:5) stage; another aspect ratio crops around the centre.

export const palette = {
  paper: '#ffffff',
  sand: '#f4f1ec',
  stone: '#d9d3ca',
  taupe: '#b9b1a6',
  grey: '#8c8780',
  umber: '#5f5a54',
  ink: '#141414',
  bronze: '#7a5f30',
} as const;

export const STAGE = { width: 800, height: 1000 } as const;

/** `value` rounded to two decimals: shorter SVG, same picture. */
export const r = (value: number) => Math.round(value * 100) / 100;

/** Gradient stops written as 'offset colour [opacity], …', e.g. `0 #ffffff 0.5, 1 ${palette.ink}`. */
function stops(list: string): string {
  return list
    .split(',')
    .map((stop) => {
      const [offset, colour, opacity = '1'] = stop.trim().split(/\s+/);
      return `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`;
    })
    .join('');
}

/** A linear gradient along (x1, y1) → (x2, y2) of the box it fills. */
export const linear = (id: string, list: string, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

/** A radial gradient centred at (cx, cy) of the box it fills. */
export const radial = (id: string, list: string, cx = 0.5, cy = 0.5, radius = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${radius}">${stops(list)}</radialGradient>`;

/**
 * A Gaussian blur. Its region is a fixed box of user space, larger than the stage, so it also works inside moved
 * and scaled groups: a region relative to the blurred shape would clip a thin line's blur, or drop a straight
 * line's (its box has no height). librsvg clips the region to the canvas, so no pass is larger than the picture;
 * each blurred element costs one, so blur a group of shapes rather than each shape. It blurs in sRGB: librsvg's
 * default linearRGB round trip in 8 bits bands dark, faint blurs into visible steps.
 */
export const blur = (id: string, deviation: number) =>
  `<filter id="${id}" x="-1000" y="-1000" width="3000" height="3000" filterUnits="userSpaceOnUse" ` +
  `color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

/** A slow, seeded wobble (turbulence displacing what it filters): hand-made things are never ruler-straight. */
export const warp = (id: string, frequency: number, scale: number, seed: number, soften = 0) =>
  `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">` +
  `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" result="noise"/>` +
  `<feDisplacementMap in="SourceGraphic" in2="noise" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/>` +
  (soften > 0 ? `<feGaussianBlur stdDeviation="${soften}"/>` : '') +
  `</filter>`;

/** Plaster: large, faint, cloudy unevenness for walls and plinths (laid over them in soft-light). */
export const plaster = (id: string, seed: number) =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
  `<feTurbulence type="fractalNoise" baseFrequency="0.006" numOctaves="4" seed="${seed}"/>` +
  `<feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  1.2 0 0 0 -0.1"/></filter>`;

/** A thin black clothes rail across the stage at y = 128, its shadow soft on the wall below (a blur named 'wide'). */
export const RAIL =
  `<rect x="0" y="128" width="800" height="7" fill="${palette.ink}"/>` +
  `<rect x="0" y="128" width="800" height="2" fill="#5f5a54"/>` +
  `<rect x="0" y="150" width="800" height="14" fill="${palette.ink}" opacity="0.2" filter="url(#wide)"/>`;

/** A blurred ellipse: contact and cast shadows on the floor. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity: number, filter: string) =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${palette.ink}" opacity="${opacity}" filter="url(#${filter})"/>`;

/**
 * The shadow an object standing on the floor at `base` casts away from the light (upper left, in front): its
 * silhouette laid back onto the floor, leaning right, blurred more than its contact shadow.
 */
export const cast = (silhouette: string, base: number, opacity: number, filter: string, lean = 0.7, flatten = 0.28) =>
  `<g opacity="${opacity}" filter="url(#${filter})"><g fill="${palette.ink}" stroke="${palette.ink}" ` +
  `transform="translate(0 ${base}) matrix(1 0 ${-lean} ${flatten} 0 0) translate(0 ${-base})">${silhouette}</g></g>`;

/**
 * A seamless paper sweep: a wall that curves into the floor at `horizon`, lit from the upper left, darker toward
 * the corners, so an object stands in space rather than on a flat colour.
 */
export function sweep(horizon: number, wall: string, floor: string): { defs: string; body: string } {
  const { width, height } = STAGE;
  const defs = [
    linear('sweep', `0 ${wall}, ${horizon / height - 0.06} ${wall}, ${horizon / height + 0.04} ${floor}, 1 ${floor}`),
    radial('sweep-light', `0 ${palette.paper} 0.55, 1 ${palette.paper} 0`, 0.22, 0.18, 0.75),
    radial('sweep-vignette', `0.55 ${palette.ink} 0, 1 ${palette.ink} 0.22`, 0.5, 0.5, 0.75),
    linear('sweep-fall', `0 ${palette.umber} 0.12, 0.5 ${palette.umber} 0, 1 ${palette.umber} 0.1`, 0, 0, 1, 0),
  ].join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#sweep)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#sweep-fall)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#sweep-light)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#sweep-vignette)"/>`,
  ].join('');
  return { defs, body };
}

/**
 * Film grain: fractal noise laid over the picture in soft-light, faint enough to give the flat tones a tooth
 * without making the JPEG heavy.
 */
function grain(seed: number, amount: number): { defs: string; body: string } {
  const defs =
    `<filter id="grain" x="0" y="0" width="100%" height="100%" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${seed}"/>` +
    `<feColorMatrix values="0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0 0 0 0 1"/></filter>`;
  const body = `<rect width="${STAGE.width}" height="${STAGE.height}" filter="url(#grain)" opacity="${amount}" style="mix-blend-mode:soft-light"/>`;
  return { defs, body };
}

/** The finished SVG: the stage scaled to `width` × `height`, with grain over everything. */
export function picture(width: number, height: number, defs: string, body: string, seed = 1, amount = 0.35): string {
  const film = grain(seed, amount);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${STAGE.width} ${STAGE.height}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}${film.defs}</defs><g>${body}</g>${film.body}</svg>`
  );
}
