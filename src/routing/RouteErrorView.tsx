import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { appConfig } from '../config/appConfig.ts';
import { reportError } from '../platform/reportError.ts';
import { layoutRegistry } from '../layouts/layoutRegistry.tsx';
import { RouteLink } from '../navigation/RouteLink.tsx';
import { useRenderedLocation } from '../navigation/renderedUrl.ts';

/** A route that refused its parameters shows 404 'Page Not Found' and the path; anything else is a 500. */
export function RouteErrorView() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useRenderedLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  useEffect(() => {
    if (!notFound) reportError(error, { during: 'loading a route', path: pathname }); // a real failure: leave a trace
  }, [error, notFound, pathname]);
  const Layout = layoutRegistry.default;
  return (
    <Layout>
      <title>{t(notFound ? 'errors.pageNotFound' : 'errors.internalServerError')}</title>
      <h1 className="heading heading-1">{t(notFound ? 'errors.pageNotFound' : 'errors.internalServerError')}</h1>
      <p className="text text-lead">{t('errors.status', { status })}</p>
      {notFound && <p className="text text-muted">{t('errors.path', { path: appConfig.basePath + pathname })}</p>}
      <RouteLink className="button button-primary" routeId={appConfig.routes.start}>
        {t('errors.backToStart')}
      </RouteLink>
    </Layout>
  );
}
