// The address the visitor takes to the browser, and on Android the link that opens it there.
import { appConfig } from '../../config/appConfig.ts';
import { REDIRECT_PARAM } from '../../navigation/redirectParam.ts';
import { redirectsIntoApp } from '../inAppBrowser.ts';

/**
 * This page's address for the browser: without a ?redirectUrl= that leads back into the app (the visitor chose to
 * leave it, and in the browser it would bring this overlay back).
 */
export function addressForBrowser(href: string, appScheme = appConfig.inAppBrowser.appScheme): string {
  const url = new URL(href);
  if (redirectsIntoApp(url.search, appScheme)) url.searchParams.delete(REDIRECT_PARAM);
  return url.href;
}

/** On Android, a link that asks the system to open the page in the browser instead of the app's webview. */
export function androidBrowserLink(pageUrl: string): string {
  const url = new URL(pageUrl);
  const scheme = url.protocol.replace(':', '');
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};action=android.intent.action.VIEW;end`;
}
