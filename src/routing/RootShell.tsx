import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { blockRegistry } from '../blocks/blockRegistry.ts';
import { useExperiments } from '../experiments/useExperiments.ts';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage.ts';
import { useLanguagePrefix } from '../navigation/useLanguagePrefix.ts';
import { BlockRegistryContext } from '../render/blockRegistryContext.ts';
import { useVisitorContext } from '../visitor/visitorContext.ts';
import { ConnectionNotice } from './ConnectionNotice.tsx';
import { ThirdPartyScripts } from './ThirdPartyScripts.tsx';
import { loadModule } from '../platform/moduleLoads.ts';

// Inside an app's webview only, with its texts: ordinary browsers never download it.
const OpenInBrowserOverlay = lazy(() => loadModule(() => import('../visitor/openInBrowser/OpenInBrowserOverlay.tsx')));

/**
 * Top of the route tree: the document's language, scrolling to the top (or the #hash target) on every navigation,
 * A/B testing, third parties, the notice for code that does not load and, in an app's webview, the overlay asking
 * for the browser.
 */
export function RootShell() {
  useDocumentLanguage(useLanguagePrefix());
  useExperiments();
  const { webview } = useVisitorContext();
  // The page's code has taken over (hydrated or rendered): tests and styles can tell.
  useEffect(() => void (document.documentElement.dataset.ready = ''), []);
  return (
    <BlockRegistryContext value={blockRegistry}>
      <ScrollRestoration />
      <ThirdPartyScripts />
      <Outlet />
      <ConnectionNotice />
      {webview && (
        <Suspense>
          <OpenInBrowserOverlay webview={webview} />
        </Suspense>
      )}
    </BlockRegistryContext>
  );
}
