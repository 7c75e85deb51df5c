import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

/** A highlighted message (its showWhen is handled by the block list). */
export function NoticeBlock({ block }: BlockProps<BlockOf<'notice'>>) {
  const { t } = useTranslation();
  return (
    <p className={`notice notice-${block.tone ?? 'info'}`} role={block.tone === 'warning' ? 'alert' : undefined}>
      {t(block.text)}
    </p>
  );
}
