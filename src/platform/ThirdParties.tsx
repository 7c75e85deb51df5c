import { useEffect } from 'react';
import { useRuntimeSettings } from '../app/useRuntimeSettings.ts';
import { useCurrentRoute } from '../routing/useCurrentRoute.ts';
import { startThirdParties } from './thirdParties.ts';

/** Starts the consent and tag managers unless the route says not to (account activation). */
export function ThirdParties() {
  const route = useCurrentRoute();
  const { gtmContainerId } = useRuntimeSettings();
  const allowed = route !== undefined && route.thirdParties !== false;
  useEffect(() => {
    if (allowed) startThirdParties(gtmContainerId);
  }, [allowed, gtmContainerId]);
  return null;
}
