import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsivePicture } from '../layouts/ResponsivePicture.tsx';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

/** Named tiles (brands, fashion highlights); a picture shows above its name, which says what it shows. */
export function GalleryBlock({ block }: BlockProps<BlockOf<'gallery'>>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="gallery" aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading && <h2 id={headingId}>{t(block.heading)}</h2>}
      <ul className="gallery-items">
        {block.items.map((item) => (
          <li key={item.name} className={item.image ? 'gallery-item gallery-item-image' : 'gallery-item'}>
            {/* The name below is the picture's text: alt="" keeps a screen reader from saying it twice. */}
            {item.image && (
              <ResponsivePicture
                image={item.image}
                alt=""
                className="gallery-picture"
                sizes="(min-width: 40rem) 10rem, 45vw"
                placement="below"
              />
            )}
            <span>{t(item.name)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
