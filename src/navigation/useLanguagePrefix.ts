import { useLocation } from 'react-router';
import { splitLanguagePrefix } from '../config/routeTable.ts';

/** The language prefix of the current URL, undefined on an unprefixed path; links keep it. */
export function useLanguagePrefix() {
  return splitLanguagePrefix(useLocation().pathname).lang;
}
