// The photographs of config/public/images/ as the build made them (scripts/vite/configImagesPlugin.ts).
import images from 'virtual:config-images';

export interface ResponsiveImage {
  /** Intrinsic size of the largest rendition: the <img> reserves its box before it loads. */
  width: number;
  height: number;
  /** JPEG, for browsers without AVIF and WebP. */
  src: string;
  sources: { type: string; srcset: string }[];
}

/** What a screen, a layout or a copy variant names as its hero: a file of config/public/images/, its alt text's key. */
export type { HeroImage } from './__generated__/screen.ts';

export const configImages: Readonly<Record<string, ResponsiveImage>> = images;
