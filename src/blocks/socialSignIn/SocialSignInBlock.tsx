import { lazy, Suspense } from 'react';
import { useFormPageData } from '../../forms/values/formPageData.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { loadModule } from '../../platform/moduleLoads.ts';

// Its code (the providers, the one-time code) loads only on a page in the socialRegistration flow.
const SocialSignIn = lazy(() => loadModule(() => import('./SocialSignIn.tsx')));

/** 'Continue with …', in config's order, on a registration page in the socialRegistration flow. */
export function SocialSignInBlock({ block }: BlockProps<BlockOf<'socialSignIn'>>) {
  const { invitation } = useFormPageData().actionData;
  if (invitation?.registrationFlow !== 'socialRegistration') return null;
  return (
    <Suspense fallback={null}>
      <SocialSignIn block={block} registrationCode={invitation.registrationCode} />
    </Suspense>
  );
}
