import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

/** The message for ?<param>=<reason>, or the default one for an absent or unknown reason. */
export function ReasonMessageBlock({ block }: BlockProps<BlockOf<'reasonMessage'>>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = params.get(block.param) ?? '';
  return <p className="notice notice-error">{t(block.messages[reason] ?? block.default)}</p>;
}
