import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { useLanguagePrefix } from '../../routing/useLanguagePrefix.ts';
import { activationErrorOutcome, outcomePath } from '../../outcomes/outcomes.ts';

const AccountActivation = lazy(() => import('./AccountActivation.tsx'));

/** The activation link's ?activationId=; without one the link is invalid. */
export function AccountActivationBlock({ block }: BlockProps<BlockOf<'accountActivation'>>) {
  const [query] = useSearchParams();
  const lang = useLanguagePrefix();
  const activationId = query.get('activationId');
  if (!activationId)
    return <Navigate replace to={outcomePath(activationErrorOutcome('ACTIVATION_NOT_FOUND'), lang)!} />;
  return (
    <Suspense fallback={null}>
      <AccountActivation block={block} activationId={activationId} lang={lang} />
    </Suspense>
  );
}
