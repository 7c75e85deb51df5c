// The footer's cookie settings link (config/footer.json opensConsentSettings): where the consent manager is on the
// page, a click reopens its settings through the function config/app.json's consentManagerSettings names; where it
// is not (no container id, the activation page, its script blocked or not loaded yet), the link is followed.
import type { MouseEvent } from 'react';
import { appConfig } from '../config/appConfig.ts';
import { globalFunction } from './globalFunction.ts';
import { reportError } from './reportError.ts';

export function openConsentSettings(event: MouseEvent<HTMLAnchorElement>) {
  const path = appConfig.consentManagerSettings?.function;
  const open = path ? globalFunction<[]>(path) : undefined;
  // A click meant for a new tab or window goes to the link.
  const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (!open || newTab) return;
  try {
    open();
    event.preventDefault();
  } catch (error) {
    reportError(error, { consentManagerSettings: path }); // the link is followed instead
  }
}
