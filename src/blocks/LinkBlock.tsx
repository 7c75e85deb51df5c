import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';
import { RouteLink } from '../routing/RouteLink.tsx';

export function LinkBlock({ block }: BlockProps<BlockOf<'link'>>) {
  const { t } = useTranslation();
  const className = `button button-${block.variant ?? 'primary'}`;
  if ('href' in block.to) {
    return (
      <a className={className} href={block.to.href}>
        {t(block.text)}
      </a>
    );
  }
  return (
    <RouteLink className={className} routeId={block.to.route} hash={block.to.hash}>
      {t(block.text)}
    </RouteLink>
  );
}
