// Renders one page of the site to HTML at build time (scripts/prerender.ts): the same routes, loaders, config
// and translations as the browser, through react-router's static handler. Lazy parts are waited for.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appConfig } from './config/appConfig.ts';
import { i18n } from './i18n/i18n.ts';
import { allRoutes } from './routing/createRoutes.tsx';
import { prerenderRequest } from './routing/prerenderRequest.ts';
import type { ScreenRouteHandle } from './navigation/useCurrentRoute.ts';

const handler = createStaticHandler(allRoutes(), { basename: appConfig.basePath });

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: string;
      lang: string;
      /** react-router's id of the page's route: the browser hydrates only where its router matches the same. */
      routeId: string;
      /** The route's id in config/routes.json. */
      configRouteId: string | undefined;
    }
  | { kind: 'redirect'; status: number; location: string };

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8'); // whole: a letter may span two chunks
}

/** The HTML of the app's root element for a URL path (with its query), and what the page is. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const context = await handler.query(prerenderRequest(new URL(path, 'https://prerender.invalid')));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </StrictMode>,
  );
  const leaf = context.matches.at(-1)?.route;
  return {
    kind: 'page',
    status: context.statusCode,
    html: await text(prelude),
    lang: i18n.resolvedLanguage ?? '',
    routeId: leaf?.id ?? '',
    configRouteId: (leaf?.handle as ScreenRouteHandle | undefined)?.route.id,
  };
}
