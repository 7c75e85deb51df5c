import { useEffect } from 'react';
import { useRuntimeSettings } from '../settings/useRuntimeSettings.ts';
import { useCurrentRoute } from '../navigation/useCurrentRoute.ts';
import { startThirdParties } from '../platform/startThirdParties.ts';

/** Starts the consent and tag managers unless the route says not to (account activation). */
export function ThirdPartyScripts() {
  const route = useCurrentRoute();
  const { gtmContainerId } = useRuntimeSettings();
  const allowed = route !== undefined && route.thirdParties !== false;
  useEffect(() => {
    if (allowed) startThirdParties(gtmContainerId);
  }, [allowed, gtmContainerId]);
  return null;
}
