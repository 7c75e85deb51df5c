import { splitLanguagePrefix } from './routeTable.ts';
import { useRenderedLocation } from './renderedUrl.ts';

/** The language prefix of the current URL, undefined on an unprefixed path; links keep it. */
export function useLanguagePrefix() {
  return splitLanguagePrefix(useRenderedLocation().pathname).lang;
}
