// Whether the page runs inside an app's webview, where Google refuses to sign anyone in ("disallowed_useragent").
// A user-agent check until the visitor context (issue 24) knows it; the app only uses it to explain and offer the
// browser, never to refuse anything itself.

export type Webview = 'android' | 'ios' | 'other';

// In-app browsers that name themselves: Facebook, Messenger, Instagram, LINE, WeChat, TikTok, Snapchat, Pinterest,
// LinkedIn, X/Twitter.
const NAMED_APPS =
  /FBAN|FBAV|FB_IAB|Instagram|\bLine\/|MicroMessenger|BytedanceWebview|musical_ly|Snapchat|Pinterest|LinkedInApp|Twitter/i;
const ANDROID_WEBVIEW = /; wv\)/;
const IOS = /iPhone|iPad|iPod/;

/** The kind of webview the user agent is, or undefined in a browser. */
export function webviewOf(userAgent: string): Webview | undefined {
  const android = /Android/.test(userAgent);
  if (android && (ANDROID_WEBVIEW.test(userAgent) || NAMED_APPS.test(userAgent))) return 'android';
  // iOS apps embed WebKit without Safari's token; every browser on iOS (Safari, Chrome, Firefox) names it.
  if (IOS.test(userAgent) && (NAMED_APPS.test(userAgent) || !/Safari\//.test(userAgent))) return 'ios';
  return NAMED_APPS.test(userAgent) ? 'other' : undefined;
}

/** On Android, a link that asks the system to open the page in the browser instead of the app's webview. */
export function androidBrowserLink(pageUrl: string): string {
  const url = new URL(pageUrl);
  const scheme = url.protocol.replace(':', '');
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};action=android.intent.action.VIEW;end`;
}
