import { useTranslation } from 'react-i18next';
import { appConfig } from '../config/appConfig.ts';
import type { PageMeta as PageMetaConfig } from '../config/types.ts';

/** Title, description, the site's name (the spec's 'name': application-name, and the home-screen title) and share
 * image; React hoists these into <head>. */
export function PageMeta({ meta }: { meta: PageMetaConfig }) {
  const { t } = useTranslation();
  const title = t('meta.titleTemplate', { title: t(meta.title), brand: t('brand.name') });
  const description = t(meta.description);
  const appName = t(appConfig.meta.appTitle);
  // Absolute, for the crawlers of share previews: they read the prerendered HTML.
  const image = `${appConfig.meta.siteUrl}${appConfig.basePath}/${meta.shareImage ?? appConfig.meta.shareImage}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="application-name" content={appName} />
      <meta name="apple-mobile-web-app-title" content={appName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
    </>
  );
}
