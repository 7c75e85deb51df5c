import { languages } from '../shared/languages.ts';
import type { MouseEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appConfig } from '../config/appConfig.ts';
import { rememberChosenLanguage } from '../i18n/languageCookies.ts';
import { languageHref } from '../i18n/languageHref.ts';
import { useCurrentRoute } from '../navigation/useCurrentRoute.ts';
import { useRenderedLocation } from '../navigation/renderedUrl.ts';

/**
 * The footer's language links (short: each shows its code, its name is for screen readers and voice control, as in
 * the header of a page without a footer). A choice reloads the page at the same path in the new language, query
 * and hash kept, what was entered and how the visitor arrived handed over (src/i18n/languageSwitch.ts, which also
 * points the prerendered links at the page's address); routes with languageSwitch "in-app" (account activation)
 * navigate inside the app instead, so a half-done activation is not started again.
 */
export function LanguageSelection({ short = false }: { short?: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const location = useRenderedLocation();
  const navigate = useNavigate();
  const inApp = useCurrentRoute()?.languageSwitch === 'in-app';
  const { basePath } = appConfig;
  const page = { ...location, pathname: basePath + location.pathname };

  return (
    <section className="language-selection" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('footer.languageHeading')}</h2>
      <ul>
        {languages.map((lang) => {
          const href = languageHref(basePath, languages, lang, page);
          const current = lang === i18n.resolvedLanguage;
          const choose = (event: MouseEvent) => {
            rememberChosenLanguage(lang);
            if (!inApp) return; // the browser loads the new URL
            event.preventDefault();
            void navigate(href.slice(basePath.length));
          };
          return (
            <li key={lang}>
              <a href={href} hrefLang={lang} lang={lang} aria-current={current ? 'true' : undefined} onClick={choose}>
                {short ? (
                  <>
                    {lang.toUpperCase()}
                    <span className="visually-hidden"> {t(`languages.${lang}`)}</span>
                  </>
                ) : (
                  t(`languages.${lang}`)
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
