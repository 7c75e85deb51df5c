import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_TAB_HINT_ID } from '../navigation/NewTabLink.tsx';
import { Footer } from './Footer.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SkipLink } from './SkipLink.tsx';

export const MAIN_CONTENT_ID = 'main-content';

interface PageFrameProps {
  variant: string;
  footer: boolean;
  children: ReactNode;
}

/** What every layout shares: skip link, header, main landmark and (mostly) the footer. */
export function PageFrame({ variant, footer, children }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={`page layout-${variant}`}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader withLanguages={!footer} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-main">
        {children}
      </main>
      {footer && <Footer />}
      <span id={NEW_TAB_HINT_ID} hidden>
        {t('a11y.opensInNewTab')}
      </span>
    </div>
  );
}
