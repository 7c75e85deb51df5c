import { useTranslation } from 'react-i18next';
import { appConfig } from '../config/appConfig.ts';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';
import { RouteLink } from '../navigation/RouteLink.tsx';

/** A link styled as a button: to a route in the current language, an external href or a URL of config/app.json signIn. */
export function LinkBlock({ block }: BlockProps<BlockOf<'link'>>) {
  const { t } = useTranslation();
  const className = `button button-${block.variant ?? 'primary'}`;
  const { route, hash, keepQuery, href, signInUrl } = block.to;
  if (route) {
    return (
      <RouteLink className={className} routeId={route} hash={hash} keepQuery={keepQuery}>
        {t(block.text)}
      </RouteLink>
    );
  }
  return (
    <a className={className} href={signInUrl ? appConfig.signIn[signInUrl] : href}>
      {t(block.text)}
    </a>
  );
}
