import { Outlet, ScrollRestoration } from 'react-router';
import { blockRegistry } from '../blocks/blockRegistry.ts';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage.ts';
import { useLanguagePrefix } from '../navigation/useLanguagePrefix.ts';
import { BlockRegistryContext } from '../render/blockRegistryContext.ts';
import { RuntimeSettingsProvider } from '../settings/RuntimeSettingsProvider.tsx';
import { ThirdPartyScripts } from './ThirdPartyScripts.tsx';

/** Top of the route tree: the document's language, scrolling to the top (or the #hash target) on every navigation, third parties. */
export function RootShell() {
  useDocumentLanguage(useLanguagePrefix());
  return (
    <RuntimeSettingsProvider>
      <BlockRegistryContext value={blockRegistry}>
        <ScrollRestoration />
        <ThirdPartyScripts />
        <Outlet />
      </BlockRegistryContext>
    </RuntimeSettingsProvider>
  );
}
