// What the app knows of the visitor's browser (the spec's landing page state: isWebView). Known once the page is
// hydrated: the prerendered page, and the first render in the browser that must match it, assume a browser (as
// src/platform/useHydrated.ts); React renders again right after hydrating, with what is found then, once a visit.
import { useSyncExternalStore } from 'react';
import { inAppBrowserOf, type Webview } from './inAppBrowser.ts';

export interface Visitor {
  /** Inside an app's webview: found by src/visitor/inAppBrowser.ts. */
  isWebView: boolean;
  /** The kind of webview, when isWebView: on Android the browser opens by an intent link. */
  webview: Webview | undefined;
}

const IN_A_BROWSER: Visitor = { isWebView: false, webview: undefined };
const noChanges = () => () => {};
let found: Visitor | undefined;

function detected(): Visitor {
  if (!found) {
    const webview = inAppBrowserOf(navigator.userAgent, location.search, window);
    // In a browser, the very snapshot hydration used: React then has nothing to render again (an update of this
    // store renders synchronously, and the root's shell is above the whole page).
    found = webview ? { isWebView: true, webview } : IN_A_BROWSER;
  }
  return found;
}

/** The visitor context: in a browser (isWebView false) until the page is hydrated. */
export const useVisitorContext = (): Visitor => useSyncExternalStore(noChanges, detected, () => IN_A_BROWSER);
