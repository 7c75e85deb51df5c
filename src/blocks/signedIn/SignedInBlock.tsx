import { lazy, Suspense } from 'react';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';

// Asks the backend who is signed in: Relay comes with it, on the pages that have this block only.
const SignedInCheck = lazy(() => import('./SignedInCheck.tsx'));

/** For signed-in users: who is signed in and a sign-out button, then the blocks their role allows. */
export function SignedInBlock({ block }: BlockProps<BlockOf<'signedIn'>>) {
  return (
    <Suspense fallback={null}>
      <SignedInCheck block={block} />
    </Suspense>
  );
}
