// An unprefixed path is English. A visitor whose language is another one (the i18n_redirected cookie, else the
// browser's languages; spec §2's order after the route prefix) is sent to the prefixed path before the page
// paints, so the English HTML never flashes. This function runs inline in the <head> of every page: the build
// writes its source there (Function#toString), so it uses nothing but its arguments.
// The new page's referrer is then this site: the one that sent the visitor is handed over in sessionStorage
// (config.referrerKey: '<this page's URL>\n<its referrer>'), for the referrer deny (src/platform/referrer/).

export interface LanguageRedirectConfig {
  basePath: string;
  languages: readonly string[];
  defaultLanguage: string;
  cookieName: string;
  referrerKey: string;
}

export interface LanguageRedirectEnvironment {
  cookie: string;
  browserLanguages: readonly string[];
  location: Pick<Location, 'href' | 'pathname' | 'search' | 'hash' | 'replace'>;
  referrer: string;
  /** Keeps the value for the redirected page; storage may be blocked (then the referrer is lost). */
  handOver: (value: string) => void;
}

export function languageRedirect(
  config: LanguageRedirectConfig,
  env: LanguageRedirectEnvironment = {
    cookie: document.cookie,
    browserLanguages: navigator.languages || [navigator.language],
    location: window.location,
    referrer: document.referrer,
    handOver: (value) => {
      try {
        sessionStorage.setItem(config.referrerKey, value);
      } catch {
        // blocked: the redirected page sees this site as its referrer
      }
    },
  },
): void {
  const { basePath, languages, defaultLanguage, cookieName } = config;
  const rest = env.location.pathname.slice(basePath.length);
  const prefix = rest.split('/')[1] ?? '';
  if (languages.indexOf(prefix) >= 0) return; // a prefixed path is its language
  const cookie = env.cookie.split('; ').filter((c) => c.indexOf(cookieName + '=') === 0)[0];
  const candidates = (cookie ? [decodeURIComponent(cookie.slice(cookieName.length + 1))] : []).concat(
    Array.prototype.slice.call(env.browserLanguages),
  );
  for (const candidate of candidates) {
    const lang = String(candidate).toLowerCase().split('-')[0]!;
    if (languages.indexOf(lang) < 0) continue;
    if (lang !== defaultLanguage) {
      env.handOver(env.location.href.split('#')[0] + '\n' + env.referrer); // a referrer carries no #fragment
      env.location.replace(
        basePath + '/' + lang + (rest === '/' ? '' : rest) + env.location.search + env.location.hash,
      );
    }
    return;
  }
}
