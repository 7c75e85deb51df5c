import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

export function HeadingBlock({ block }: BlockProps<BlockOf<'heading'>>) {
  const { t } = useTranslation();
  const Tag = `h${block.level}` as const;
  return <Tag className={`heading heading-${block.level}`}>{t(block.text)}</Tag>;
}
