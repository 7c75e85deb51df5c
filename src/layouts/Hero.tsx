import { useTranslation } from 'react-i18next';
import { configImages, type HeroImage } from '../config/configImages.ts';

interface HeroProps {
  hero: HeroImage;
  className: string;
  /** How wide the image shows, for the browser's choice of rendition. */
  sizes: string;
}

/** A hero or brand image named by config: AVIF or WebP in the width the screen needs, its box reserved. */
export function Hero({ hero, className, sizes }: HeroProps) {
  const { t } = useTranslation();
  const image = configImages[hero.image];
  if (!image) throw new Error(`"${hero.image}" is not an image of config/public/images/.`);
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img src={image.src} width={image.width} height={image.height} alt={t(hero.alt)} decoding="async" />
    </picture>
  );
}
