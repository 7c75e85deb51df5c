// The callback route's work: the sign-in under way (kept when it started) meets the provider's answer. Whatever
// comes of it, the visitor goes back to the registration page: with the identity kept for the code, or with the
// failure kept for the page to show. Loaded by the callback route only.
import { appConfig } from '../config/appConfig.ts';
import { reportError } from '../platform/reportError.ts';
import { runtimeSettings } from '../settings/runtimeSettings.ts';
import { finishSignIn } from './finishSignIn.ts';
import { providerEndpoint } from './providerSettings.ts';
import { keepSignInFailure } from './signInFailure.ts';
import { forgetSignInRequest, readSignInRequest } from './signInRequest.ts';
import { keepSocialIdentity } from './socialIdentity.ts';

/** The app path (below the base path) to go back to; undefined: no sign-in was under way in this session. */
export async function completeSignIn(callback: URL): Promise<string | undefined> {
  const request = readSignInRequest(appConfig.basePath);
  if (!request) return undefined;
  // Used once: the same answer opened again (reload, history) finds no sign-in under way.
  forgetSignInRequest();
  const { provider, registrationCode } = request;
  const settings = await runtimeSettings();
  const answer = await finishSignIn(
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
  return request.returnTo.slice(appConfig.basePath.length) || '/';
}
