import { useEffect, useState } from 'react';
import { webviewOf, type Webview } from '../../social/webview.ts';

/** The app webview the page runs in, read after hydration (the prerendered page assumes a browser). */
export function useWebview(): Webview | undefined {
  const [webview, setWebview] = useState<Webview>();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the user agent exists only in the browser
  useEffect(() => setWebview(webviewOf(navigator.userAgent)), []);
  return webview;
}
