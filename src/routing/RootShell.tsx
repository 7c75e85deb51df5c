import { Outlet, ScrollRestoration } from 'react-router';
import { blockRegistry } from '../blocks/blockRegistry.ts';
import { BlockRegistryContext } from '../render/blockRegistryContext.ts';
import { ThirdPartyScripts } from './ThirdPartyScripts.tsx';

/** Top of the route tree: scrolls to the top (or to the #hash target) on every navigation; third parties. */
export function RootShell() {
  return (
    <BlockRegistryContext value={blockRegistry}>
      <ScrollRestoration />
      <ThirdPartyScripts />
      <Outlet />
    </BlockRegistryContext>
  );
}
