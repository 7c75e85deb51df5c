import { useLoaderData } from 'react-router';
import type { RouteConfig, ScreenConfig } from '../config/types.ts';
import { layoutRegistry } from '../layouts/layoutRegistry.tsx';
import { PageMeta } from '../platform/PageMeta.tsx';
import { PageViewContext } from '../platform/tracking/pageView.ts';
import { BlockList } from '../render/BlockList.tsx';
import { useRoutePageView } from './useRoutePageView.ts';

/** One route: its layout around its screen's blocks, with its page metadata; its blocks track in its page view. */
export function RouteScreen({ route }: { route: RouteConfig }) {
  const screen = useLoaderData() as ScreenConfig;
  const Layout = layoutRegistry[route.layout];
  const view = useRoutePageView(route);
  return (
    <Layout hero={screen.hero}>
      <PageMeta meta={route.meta} />
      <PageViewContext value={view}>
        <BlockList blocks={screen.blocks} />
      </PageViewContext>
    </Layout>
  );
}
