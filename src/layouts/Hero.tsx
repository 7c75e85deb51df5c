import { useTranslation } from 'react-i18next';
import type { HeroImage } from '../config/configImages.ts';
import { ResponsivePicture } from './ResponsivePicture.tsx';

interface HeroProps {
  hero: HeroImage;
  className: string;
  /** How wide the image shows, for the browser's choice of rendition. */
  sizes: string;
  /** The page's largest paint on a desktop: fetched first. A hero is always on the first screen. */
  largest?: boolean;
}

/** A hero named by config (a screen's, a layout's, a copy variant's): its alt text translated, a phone's band or none. */
export function Hero({ hero, className, sizes, largest }: HeroProps) {
  const { t } = useTranslation();
  return (
    <ResponsivePicture
      image={hero.image}
      alt={t(hero.alt)}
      className={className}
      sizes={sizes}
      focus={hero.focus}
      desktopOnly={hero.phone === 'hidden'}
      placement={largest ? 'largest' : 'top'}
    />
  );
}
