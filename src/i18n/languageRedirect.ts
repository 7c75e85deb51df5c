// An unprefixed path is English. A visitor whose language is another one (the i18n_redirected cookie, else the
// browser's languages; spec §2's order after the route prefix) is sent to the prefixed path before the page
// paints, so the English HTML never flashes. This function runs inline in the <head> of every page: the build
// writes its source there (Function#toString), so it uses nothing but its arguments.

export interface LanguageRedirectConfig {
  basePath: string;
  languages: readonly string[];
  defaultLanguage: string;
  cookieName: string;
}

export interface LanguageRedirectEnvironment {
  cookie: string;
  browserLanguages: readonly string[];
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>;
}

export function languageRedirect(
  config: LanguageRedirectConfig,
  env: LanguageRedirectEnvironment = {
    cookie: document.cookie,
    browserLanguages: navigator.languages || [navigator.language],
    location: window.location,
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
      env.location.replace(
        basePath + '/' + lang + (rest === '/' ? '' : rest) + env.location.search + env.location.hash,
      );
    }
    return;
  }
}
