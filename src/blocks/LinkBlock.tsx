import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';
import { RouteLink } from '../navigation/RouteLink.tsx';
import { siteLinkHref } from '../navigation/siteLink.ts';

/** A link styled as a button: to a route in the current language, a link of siteLinks, or an external href. */
export function LinkBlock({ block }: BlockProps<BlockOf<'link'>>) {
  const { t } = useTranslation();
  const className = `button button-${block.variant ?? 'primary'}`;
  const { route, hash, keepQuery, href, site } = block.to;
  if (route) {
    return (
      <RouteLink className={className} routeId={route} hash={hash} keepQuery={keepQuery}>
        {t(block.text)}
      </RouteLink>
    );
  }
  return (
    <a className={className} href={site ? siteLinkHref(site) : href}>
      {t(block.text)}
    </a>
  );
}
