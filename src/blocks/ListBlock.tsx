import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

export function ListBlock({ block }: BlockProps<BlockOf<'list'>>) {
  const { t } = useTranslation();
  const headingId = useId();
  const List = block.style === 'steps' ? 'ol' : 'ul';
  return (
    <section
      id={block.anchor}
      className={`list list-${block.style ?? 'plain'}`}
      aria-labelledby={block.heading ? headingId : undefined}
    >
      {block.heading && <h2 id={headingId}>{t(block.heading)}</h2>}
      <List>
        {block.items.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </List>
    </section>
  );
}
