// The GrowthBook SDK against the A/B service the runtime settings name (loaded after the first paint, never part
// of a page's first bytes). Spec §4, §7.5, §8, §9: attributes acqAnonymousId and applicationCountry, a 10 s
// init timeout with streaming, failures reported and the loading flag cleared, redirects through the router,
// remote evaluation where the settings ask for it, the realtime usage ping.
// `?disablegb=true` (spec §2) or no client key in the runtime settings: no request to the A/B service, config's
// defaults.
import { GrowthBook } from '@growthbook/growthbook';
import { appConfig } from '../config/appConfig.ts';
import { preferredCountry, readCountryHints } from '../platform/countryHints.ts';
import { reportError } from '../platform/reportError.ts';
import { pushEvent } from '../platform/tracking/dataLayer.ts';
import { runtimeSettings, type RuntimeSettings } from '../settings/runtimeSettings.ts';
import { DEFAULT_REGISTRATION_COUNTRY, REGISTRATION_COUNTRIES } from '../shared/registrationRules.ts';
import { anonymousId } from './anonymousId.ts';
import { experimentsSettled, featuresChanged } from './experimentState.ts';
import { forcedArms } from './forcedArms.ts';
import { startUsagePing } from './usagePing.ts';
import { nextTask } from '../platform/nextTask.ts';

export const INIT_TIMEOUT_MS = 10_000;
/** Spec §9: a redirect waits at most this long for its tracking call. */
const MAX_NAVIGATE_DELAY_MS = 1000;

export interface ExperimentsOptions {
  settings: Pick<RuntimeSettings, 'abServiceHost' | 'abClientKey' | 'abRemoteEval'>;
  /** Opens a path of this site with the router (a redirect experiment's arm). */
  navigate: (url: URL) => Promise<void>;
}

let growthBook: GrowthBook | undefined;
let started = false;

/** Opens a path of this app with the router (it resolves once the new page has loaded). */
export type RouterNavigate = (path: string) => Promise<void> | void;

/** Once per page load. */
export function startExperiments(routerNavigate: RouterNavigate) {
  if (started) return;
  started = true;
  void (async () => {
    const settings = await runtimeSettings();
    if (new URLSearchParams(location.search).get('disablegb') === 'true' || !settings.abClientKey) return;
    // An arm's URL in this app opens with the router; a path of the site outside the app with the browser.
    const navigate = async (url: URL) => {
      const { basePath } = appConfig;
      if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return location.replace(url);
      await routerNavigate(url.pathname.slice(basePath.length) + url.search + url.hash);
    };
    await startGrowthBook({ settings, navigate });
  })()
    .catch((error: unknown) => reportError(error, { during: 'starting A/B testing' }))
    .finally(experimentsSettled);
}

async function startGrowthBook({ settings, navigate }: ExperimentsOptions) {
  await nextTask(); // after this module's evaluation
  const url = new URL(location.href);
  // The derivation without the backend's country, which the A/B service does not wait for.
  const applicationCountry = preferredCountry(
    readCountryHints(url),
    REGISTRATION_COUNTRIES,
    null,
    DEFAULT_REGISTRATION_COUNTRY,
  );
  await nextTask(); // the time zone's tables may have been read
  const acqAnonymousId = anonymousId();
  let landed = () => {};
  const redirected = new Promise<void>((resolve) => (landed = resolve));
  const apiHost = settings.abServiceHost || location.origin;
  const pingUsage = startUsagePing(apiHost, settings.abClientKey);
  const gb = new GrowthBook({
    apiHost,
    clientKey: settings.abClientKey,
    attributes: {
      acqAnonymousId,
      applicationCountry,
    },
    url: url.href,
    // The service evaluates (POST /api/eval): it gets the attributes, the URL and the arms a review link forces.
    remoteEval: settings.abRemoteEval,
    ...(settings.abRemoteEval && { forcedVariations: forcedArms(url) }),
    onFeatureUsage: (key, result) => pingUsage({ key, on: result.on }),
    // Spec §3: assign_experiment, once per experiment and visitor (the SDK tracks each assignment once). An arm a
    // review link forces is shown, not counted: the service's answer tracks it too (its hash unused).
    trackingCallback: (experiment, result) => {
      if (!result.hashUsed) return;
      pushEvent({
        event: 'assign_experiment',
        experiment_id: experiment.key,
        variation_id: result.key,
        acq_anonymous_id: acqAnonymousId,
      });
    },
    // Only this site's pages: another origin's URL in an arm is never followed.
    disableCrossOriginUrlRedirectExperiments: true,
    maxNavigateDelay: MAX_NAVIGATE_DELAY_MS,
    navigate: (target) => {
      void navigate(new URL(target))
        .then(() => pushEvent({ event: 'content_refresh', page_path: location.pathname }))
        .finally(landed);
    },
    renderer: () => featuresChanged(gb),
  });
  growthBook = gb;
  const result = await gb.init({ timeout: INIT_TIMEOUT_MS, streaming: true });
  if (!result.success) {
    const error = result.error ?? new Error(result.source === 'timeout' ? 'Timeout' : 'A/B service failed');
    reportError(error, { during: 'starting A/B testing', source: result.source, clientKey: settings.abClientKey });
  }
  featuresChanged(gb);
  // A redirect of this page is under way: the flag goes down once it has landed.
  if (result.success && gb.getRedirectUrl()) await redirected;
}

/** A route change: experiments that target URLs look at the new one. */
export function experimentsUrlChanged(href: string) {
  void growthBook?.setURL(href);
}
