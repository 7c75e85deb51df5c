import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

export function TextBlock({ block }: BlockProps<BlockOf<'text'>>) {
  const { t } = useTranslation();
  return <p className={`text text-${block.tone ?? 'body'}`}>{t(block.text)}</p>;
}
