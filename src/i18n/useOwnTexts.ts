import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScreenTexts } from './screenTexts.ts';

// One load per language and part, shared by every render (use() needs the same promise).
const loads = new Map<string, Promise<void>>();

/**
 * Suspends until texts that load with their code are there in the page's language: a block's own
 * (src/config/blockTexts.ts textsLoadedWithBlock) or a namespace's (namespacesLoadedWithCode), not the screen's.
 */
export function useOwnTexts(part: string) {
  const { i18n } = useTranslation();
  const key = `${i18n.language}:${part}`;
  if (!loads.has(key)) loads.set(key, loadScreenTexts(i18n.language, part));
  use(loads.get(key)!);
}
