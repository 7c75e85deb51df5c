import { useTranslation } from 'react-i18next';
import { appConfig } from '../config/appConfig.ts';
import { RouteLink } from '../navigation/RouteLink.tsx';
import { LanguageSelection } from './LanguageSelection.tsx';

/** Brand link home, centred on every page; without a footer the language selection moves up here, as codes. */
export function SiteHeader({ withLanguages }: { withLanguages: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={withLanguages ? 'site-header site-header-with-languages' : 'site-header'}>
      <RouteLink className="brand" routeId={appConfig.routes.start}>
        <span aria-hidden="true">{t('brand.name')}</span>
        <span className="visually-hidden">{t('brand.home')}</span>
      </RouteLink>
      {withLanguages && <LanguageSelection short />}
    </header>
  );
}
