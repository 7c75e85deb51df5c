import { useState } from 'react';
import { appConfig } from '../../config/appConfig.ts';
import { useCurrentRoute } from '../../navigation/useCurrentRoute.ts';
import type { Webview } from '../inAppBrowser.ts';
import { continuesHere } from './continueHere.ts';
import OpenInBrowserDialog from './OpenInBrowserDialog.tsx';

/**
 * Loaded inside an app's webview only (src/routing/RootShell.tsx): the 'open in your browser' overlay on every page
 * but those config names (inAppBrowser.overlayHiddenOn), until the visitor chose to continue here this session.
 */
export default function OpenInBrowserOverlay({ webview }: { webview: Webview }) {
  const route = useCurrentRoute();
  const [dismissed, setDismissed] = useState(continuesHere); // rendered after hydration: storage is there
  if (dismissed || !route || appConfig.inAppBrowser.overlayHiddenOn.includes(route.id)) return null;
  return <OpenInBrowserDialog webview={webview} onContinueHere={() => setDismissed(true)} />;
}
