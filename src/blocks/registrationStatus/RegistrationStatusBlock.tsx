import { lazy, Suspense } from 'react';
import { REGISTRATION_ID } from '../../navigation/registrationId.ts';
import { useRuntimeSettings } from '../../settings/useRuntimeSettings.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { routePath } from '../../navigation/routeById.ts';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { loadModule } from '../../platform/moduleLoads.ts';

const RegistrationStatusWatch = lazy(() => loadModule(() => import('./RegistrationStatusWatch.tsx')));

/** 'Verify your e-mail' moves on by itself when the account gets activated, e.g. from a phone. */
export function RegistrationStatusBlock({ block }: BlockProps<BlockOf<'registrationStatus'>>) {
  const [query] = useRenderedSearch();
  const lang = useLanguagePrefix();
  const { acqBackendWebsocketURL } = useRuntimeSettings();
  const registrationId = query.get(REGISTRATION_ID);
  if (!registrationId || !acqBackendWebsocketURL) return null; // nothing to watch, or no socket configured
  return (
    <Suspense fallback={null}>
      <RegistrationStatusWatch registrationId={registrationId} whenActivePath={routePath(block.whenActive, lang)} />
    </Suspense>
  );
}
