import { lazy, Suspense } from 'react';
import { useHydrated } from '../../platform/useHydrated.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { loadModule } from '../../platform/moduleLoads.ts';

// Asks the backend who is signed in: Relay comes with it, on the pages that have this block only.
const SignedInCheck = lazy(() => loadModule(() => import('./SignedInCheck.tsx')));

/** For signed-in users: who is signed in and a sign-out button, then the blocks their role allows. */
export function SignedInBlock({ block }: BlockProps<BlockOf<'signedIn'>>) {
  // Who is signed in is the browser's to say: the prerendered page holds the place.
  const placeholder = <div className="signed-in-placeholder" aria-busy="true" />;
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SignedInCheck block={block} />
    </Suspense>
  );
}
