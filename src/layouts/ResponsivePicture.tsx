import { configImages } from '../config/configImages.ts';

/** Below this width a desktop-only picture is not loaded: its place is the content's (the phone's first screen). */
const PHONE = '(width < 64rem)';
// A transparent pixel: what a phone "loads" for a desktop-only picture, without a request.
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface ResponsivePictureProps {
  /** A file of config/public/images/, e.g. images/atelier.jpg. */
  image: string;
  alt: string;
  className: string;
  /** How wide the picture shows, for the browser's choice of rendition. */
  sizes: string;
  /** The point a crop keeps in view, in percent (config's multiples of 10: styles/focalPoints.css). */
  focus?: { x: number; y: number } | undefined;
  desktopOnly?: boolean;
  /** largest: the page's largest paint, fetched first; top: on the first screen; below: fetched as it nears the view. */
  placement: 'largest' | 'top' | 'below';
}

/** A picture of config/public/images/ as the build made it: AVIF or WebP in the width the screen needs, its box reserved. */
export function ResponsivePicture({
  image,
  alt,
  className,
  sizes,
  focus,
  desktopOnly,
  placement,
}: ResponsivePictureProps) {
  const made = configImages[image];
  if (!made) throw new Error(`"${image}" is not an image of config/public/images/.`);
  const classes = [className, desktopOnly && 'desktop-only', focus && `focus-x-${focus.x} focus-y-${focus.y}`];
  return (
    <picture className={classes.filter(Boolean).join(' ')}>
      {desktopOnly && <source media={PHONE} srcSet={NOTHING} />}
      {made.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={made.src}
        width={made.width}
        height={made.height}
        alt={alt}
        decoding="async"
        loading={placement === 'below' ? 'lazy' : undefined}
        fetchPriority={placement === 'largest' ? 'high' : undefined}
      />
    </picture>
  );
}
