import { languages } from '../shared/languages.ts';
import type { MouseEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appConfig } from '../config/appConfig.ts';
import { rememberChosenLanguage } from '../i18n/languageCookies.ts';
import { splitLanguagePrefix } from '../config/routeTable.ts';
import { useCurrentRoute } from '../navigation/useCurrentRoute.ts';
import { useRenderedLocation } from '../navigation/renderedUrl.ts';

/**
 * The footer's language links (short: each shows its code, its name is for screen readers and voice control, as in
 * the header of a page without a footer). A choice reloads the page at the same path in the new language, query
 * and hash kept; routes with languageSwitch "in-app" (account activation) navigate inside the app
 * instead, so a half-done activation is not started again.
 */
export function LanguageSelection({ short = false }: { short?: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const location = useRenderedLocation();
  const navigate = useNavigate();
  const inApp = useCurrentRoute()?.languageSwitch === 'in-app';
  const { rest } = splitLanguagePrefix(location.pathname);

  return (
    <section className="language-selection" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('footer.languageHeading')}</h2>
      <ul>
        {languages.map((lang) => {
          const to = `/${lang}${rest === '/' ? '' : rest}${location.search}${location.hash}`;
          const current = lang === i18n.resolvedLanguage;
          const choose = (event: MouseEvent) => {
            rememberChosenLanguage(lang);
            if (!inApp) return; // the browser loads the new URL
            event.preventDefault();
            void navigate(to);
          };
          return (
            <li key={lang}>
              <a
                href={appConfig.basePath + to}
                hrefLang={lang}
                lang={lang}
                aria-current={current ? 'true' : undefined}
                onClick={choose}
              >
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
