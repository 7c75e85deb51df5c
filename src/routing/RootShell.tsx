import { Outlet, ScrollRestoration } from 'react-router';
import { ThirdParties } from '../platform/ThirdParties.tsx';

/** Top of the route tree: scrolls to the top (or to the #hash target) on every navigation; third parties. */
export function RootShell() {
  return (
    <>
      <ScrollRestoration />
      <ThirdParties />
      <Outlet />
    </>
  );
}
