import { createContext, useContext } from 'react';
import { builtInSettings, type RuntimeSettings } from './runtimeSettings.ts';

export const RuntimeSettingsContext = createContext<RuntimeSettings>(builtInSettings);

/** The settings to render with (built-in ones until defaults.json has answered; see RuntimeSettingsProvider). */
export const useRuntimeSettings = (): RuntimeSettings => useContext(RuntimeSettingsContext);
