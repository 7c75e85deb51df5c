// The callback route's work: the sign-in under way (kept when it started) meets the provider's answer. Whatever
// comes of it, the visitor goes back to the registration page: with the identity kept for the code, or with the
// failure kept for the page to show. Loaded by the callback route only.
import { appConfig } from '../config/appConfig.ts';
import { reportError } from '../platform/reportError.ts';
import { runtimeSettings } from '../settings/runtimeSettings.ts';
import { readProviderAnswer } from './providerAnswer.ts';
import { providerEndpoint } from './providerSettings.ts';
import { keepSignInFailure } from './signInFailure.ts';
import { forgetSignInRequest, readSignInRequest } from './signInRequest.ts';
import { keepSocialIdentity } from './socialIdentity.ts';

/** Where the visitor goes back to: the registration page's app path (below the base path), and how many entries of
 * the tab's history the provider's pages and this callback added since the visitor left it. */
export interface WayBack {
  path: string;
  entriesSince: number;
}

/** The way back to the page the sign-in started on; undefined: no sign-in was under way in this session. */
export async function finishSignIn(callback: URL): Promise<WayBack | undefined> {
  const request = readSignInRequest(appConfig.basePath);
  if (!request) return undefined;
  // Used once: the same answer opened again (reload, history) finds no sign-in under way.
  forgetSignInRequest();
  const { provider, registrationCode } = request;
  const settings = await runtimeSettings();
  const answer = await readProviderAnswer(
    callback,
    request,
    providerEndpoint(settings.socialSignIn, provider, callback.origin),
  );
  if ('identity' in answer && keepSocialIdentity(registrationCode, answer.identity)) {
    // kept: the registration form takes it from here
  } else {
    const reason = 'failure' in answer ? answer.failure : 'failed';
    if (reason === 'failed')
      reportError('error' in answer ? answer.error : 'identity not kept', { during: 'social sign-in', provider });
    keepSignInFailure(registrationCode, { provider, reason });
  }
  return {
    path: request.returnTo.slice(appConfig.basePath.length) || '/',
    entriesSince: window.history.length - request.historyLength,
  };
}
