import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { appConfig } from '../config/appConfig.ts';
import { reportError } from '../platform/reportError.ts';
import { layoutRegistry } from '../layouts/layoutRegistry.tsx';
import { RouteLink } from '../navigation/RouteLink.tsx';
import { useRenderedLocation } from '../navigation/renderedUrl.ts';

/**
 * Something failed while a route loaded or rendered: 'Internal Server Error' with its status, reported. (A path that
 * names no page, or a parameter of the wrong shape, goes to the 404 page instead: see screenLoader.)
 */
export function RouteErrorView() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useRenderedLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    reportError(error, { during: 'loading a route', path: pathname }); // a real failure: leave a trace
  }, [error, pathname]);
  const Layout = layoutRegistry.default;
  return (
    <Layout>
      <title>{t('errors.internalServerError')}</title>
      <h1 className="heading heading-1">{t('errors.internalServerError')}</h1>
      <p className="text text-lead">{t('errors.status', { status })}</p>
      <RouteLink className="button button-primary" routeId={appConfig.routes.start}>
        {t('errors.backToStart')}
      </RouteLink>
    </Layout>
  );
}
