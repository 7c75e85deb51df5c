// A registration's consent credentials go to the consent manager (spec §3: consentCredentials and
// cmpCustomerConsentToken), so it keeps the visitor's consent choices for the new customer: through the function
// config/app.json's consentManagerHandOff names, never through the dataLayer. No consent manager: nothing happens.
import { appConfig } from '../config/appConfig.ts';
import { globalFunction } from './globalFunction.ts';
import { reportError } from './reportError.ts';

export interface ConsentHandOff {
  hmacToken: string;
  passphrase: string;
  cmpCustomerConsentToken: string | null;
}

export function handConsentToManager(credentials: ConsentHandOff) {
  const path = appConfig.consentManagerHandOff?.function;
  if (!path || typeof window === 'undefined') return;
  const hand = () => {
    try {
      globalFunction<[ConsentHandOff]>(path)?.(credentials);
    } catch (error) {
      reportError(error, { consentManagerHandOff: path }); // the registration went through all the same
    }
  };
  if (globalFunction(path)) return hand();
  // The consent manager may still be starting (src/platform/startThirdParties.ts): it takes them once initialised.
  window.addEventListener(appConfig.thirdParties.consentManagerInitializedEvent, hand, { once: true });
}
