import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScreenTexts } from '../../i18n/screenTexts.ts';

// One load per language and subtree, shared by every render (use() needs the same promise).
const loads = new Map<string, Promise<void>>();

/**
 * Suspends until the block's own texts (src/config/blockTexts.ts) are there in the page's language: they load with
 * the block, not with the screen.
 */
export function useBlockTexts(subtree: string) {
  const { i18n } = useTranslation();
  const key = `${i18n.language}:${subtree}`;
  if (!loads.has(key)) loads.set(key, loadScreenTexts(i18n.language, subtree));
  use(loads.get(key)!);
}
