import { useLoaderData } from 'react-router';
import type { RouteConfig, ScreenConfig } from '../config/types.ts';
import { layoutRegistry } from '../layouts/layoutRegistry.tsx';
import { PageMeta } from '../platform/PageMeta.tsx';
import { BlockList } from '../render/BlockList.tsx';

/** One route: its layout around its screen's blocks, with its page metadata. */
export function RouteScreen({ route }: { route: RouteConfig }) {
  const screen = useLoaderData() as ScreenConfig;
  const Layout = layoutRegistry[route.layout];
  return (
    <Layout hero={screen.hero}>
      <PageMeta meta={route.meta} />
      <BlockList blocks={screen.blocks} />
    </Layout>
  );
}
