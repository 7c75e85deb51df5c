import { useSyncExternalStore } from 'react';
import {
  builtInSettings,
  currentRuntimeSettings,
  subscribeRuntimeSettings,
  type RuntimeSettings,
} from './runtimeSettings.ts';

/**
 * The settings to render with: the built-in ones on the server and while the page hydrates (the prerendered
 * HTML was made with them), then defaults.json's once loaded. Code that sends requests awaits runtimeSettings().
 */
export const useRuntimeSettings = (): RuntimeSettings =>
  useSyncExternalStore(subscribeRuntimeSettings, currentRuntimeSettings, () => builtInSettings);
