import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';
import { useRenderedSearch } from '../navigation/renderedUrl.ts';

/** The message for ?<param>=<reason>, or the default one for an absent or unknown reason. */
export function ReasonMessageBlock({ block }: BlockProps<BlockOf<'reasonMessage'>>) {
  const { t } = useTranslation();
  const [params] = useRenderedSearch();
  const reason = params.get(block.param) ?? '';
  const key = Object.hasOwn(block.messages, reason) ? block.messages[reason]! : block.default; // reason comes from the URL
  return <p className="notice notice-error">{t(key)}</p>;
}
