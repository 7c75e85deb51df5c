import { useEffect, useState, type ReactNode } from 'react';
import { builtInSettings, runtimeSettings, type RuntimeSettings } from './runtimeSettings.ts';
import { RuntimeSettingsContext } from './useRuntimeSettings.ts';

/**
 * The built-in settings first (the prerendered page was made with them, so hydration matches), then what
 * defaults.json says, once the browser has it. Code that sends requests awaits runtimeSettings() instead.
 */
export function RuntimeSettingsProvider({ children, initial }: { children: ReactNode; initial?: RuntimeSettings }) {
  const [settings, setSettings] = useState(initial ?? builtInSettings);
  useEffect(() => {
    if (!initial) void runtimeSettings().then(setSettings);
  }, [initial]);
  return <RuntimeSettingsContext value={settings}>{children}</RuntimeSettingsContext>;
}
