// The consent manager, then (once it fires its initialised event, spec §4) the tag manager. Started once
// per page load, on the first route that allows them, and only where a container id is configured.
import { appConfig } from '../config/appConfig.ts';
import { pushEvent } from './tracking/dataLayer.ts';

let started = false;

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function startTagManager(containerId: string) {
  pushEvent({ event: 'gtm.js', 'gtm.start': Date.now() });
  const src = new URL(appConfig.thirdParties.tagManagerScript);
  src.searchParams.set('id', containerId);
  addScript(src.href);
}

export function startThirdParties(gtmContainerId: string) {
  if (started || !gtmContainerId) return;
  started = true;
  const { consentManagerScript, consentManagerInitializedEvent } = appConfig.thirdParties;
  window.addEventListener(consentManagerInitializedEvent, () => startTagManager(gtmContainerId), { once: true });
  addScript(consentManagerScript);
}
