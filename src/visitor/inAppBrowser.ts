// Is the page inside an app's webview (spec §4)? Any of three signs says so: a webview user agent, the shop app's
// communication object on window, or a ?redirectUrl= whose redirect_uri leads back into the app by its scheme (the
// log-in's own redirectUrl, src/navigation/signInDestination.ts, which keeps its meaning there). Loaded with every
// page, so kept small: what the overlay needs besides is in ./openInBrowser/, loaded only in a webview.
import { appConfig } from '../config/appConfig.ts';
import { REDIRECT_PARAM } from '../navigation/redirectParam.ts';

/** The kind of webview: on Android the browser opens by an intent link. */
export type Webview = 'android' | 'ios' | 'other';

/** Whether ?redirectUrl= holds a URL whose own query's redirect_uri starts with `<appScheme>:`. */
export function redirectsIntoApp(search: string, appScheme: string): boolean {
  try {
    const redirect = new URL(new URLSearchParams(search).get(REDIRECT_PARAM) ?? '', 'http://a'); // any base will do
    return !!redirect.searchParams.get('redirect_uri')?.toLowerCase().startsWith(`${appScheme}:`);
  } catch {
    return false; // a redirectUrl no URL can be made of
  }
}

/** The kind of webview the page runs in, or undefined in a browser. */
export function inAppBrowserOf(
  userAgent: string,
  search: string,
  window: object,
  { appScheme, appObject } = appConfig.inAppBrowser,
): Webview | undefined {
  const android = /Android/.test(userAgent);
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  // Android's WebView marks itself "; wv)". iOS apps embed WebKit without Safari's token, which every browser on iOS
  // (Safari, Chrome, Firefox, Edge) names; so do the in-app browsers of Facebook, Instagram, LINE, TikTok and others.
  const inApp =
    (android && /; wv\)/.test(userAgent)) ||
    (ios && !/Safari\//.test(userAgent)) ||
    appObject in window ||
    redirectsIntoApp(search, appScheme);
  return inApp ? (android ? 'android' : ios ? 'ios' : 'other') : undefined;
}
