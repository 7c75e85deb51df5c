// ?redirectUrl=: where a log-in leads afterwards when it is allowlisted (signInDestination.ts), and one of the signs
// of the app's webview (src/visitor/inAppBrowser.ts). A module of its own: the webview check loads with every page.
export const REDIRECT_PARAM = 'redirectUrl';
