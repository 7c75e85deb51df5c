// A language link leads to the same page in another language as the visitor has it now: its code, its query, what
// they entered, the site that sent them. This runs inline in every page's <head> (the build writes its source there,
// with the helpers it is given), so it holds at the very first click, before the app's code has arrived, and after
// it alike. On a click the app leaves to the browser, the link is pointed at this page's address in its language (the
// app may have moved since the page was served), the arrival is handed over (src/platform/referrer/arrival.ts), and
// what the visitor entered into the page's forms, for the next page to take back (src/i18n/carriedValues.ts).
import type { languageHref as LanguageHref } from './languageHref.ts';
import type { arrivalOf as ArrivalOf, handOverOf as HandOverOf } from '../platform/referrer/arrival.ts';

export interface LanguageSwitchConfig {
  languages: readonly string[];
  basePath: string;
  /** sessionStorage: the arrival, for src/platform/referrer/arrivalReferrer.ts. */
  referrerKey: string;
  /** sessionStorage: what the visitor entered, for src/i18n/carriedValues.ts. */
  valuesKey: string;
}

export function handOverOnLanguageLinks(
  config: LanguageSwitchConfig,
  languageHref: typeof LanguageHref,
  arrivalOf: typeof ArrivalOf,
  handOverOf: typeof HandOverOf,
  doc: Document = document,
): void {
  const { basePath, languages, referrerKey, valuesKey } = config;
  // Bubbling to the window, the click comes here after the app has seen it: a switch the app makes itself (the
  // activation's, inside the app) is prevented there.
  doc.defaultView?.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null;
    const lang = link?.getAttribute('hreflang') ?? '';
    if (!link || event.defaultPrevented || languages.indexOf(lang) < 0) return;
    link.setAttribute('href', languageHref(basePath, languages, lang, location));
    try {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const arrival = arrivalOf(sessionStorage.getItem(referrerKey), doc.referrer, entry ?? { name: '', type: '' });
      sessionStorage.setItem(referrerKey, handOverOf(location.href, arrival));
      // What each form would send, but passwords and what the form keeps out of its drafts (a consent).
      const values: [form: string, name: string, value: string][] = [];
      for (const form of Array.from(doc.forms)) {
        const notCarried = form.closest('[data-not-carried]')?.getAttribute('data-not-carried')?.split(' ') ?? [];
        for (const [name, value] of new FormData(form)) {
          const control = form.elements.namedItem(name) as HTMLInputElement;
          if (typeof value === 'string' && control.type !== 'password' && notCarried.indexOf(control.id) < 0) {
            values.push([form.id, name, value]);
          }
        }
      }
      sessionStorage.setItem(valuesKey, JSON.stringify({ from: location.href.split('#')[0], values }));
    } catch {
      // storage blocked or full: the next page starts as if the visitor had opened it
    }
  });
}
