import { Outlet, ScrollRestoration } from 'react-router';

/** Top of the route tree: scrolls to the top (or to the #hash target) on every navigation. */
export function RootShell() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
