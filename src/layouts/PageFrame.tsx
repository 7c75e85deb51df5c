import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeroImage } from '../config/configImages.ts';
import { NEW_TAB_HINT_ID } from '../navigation/NewTabLink.tsx';
import { Footer } from './Footer.tsx';
import { Hero } from './Hero.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SkipLink } from './SkipLink.tsx';

export const MAIN_CONTENT_ID = 'main-content';

interface PageFrameProps {
  variant: string;
  footer: boolean;
  /** Beside the content on a desktop, above it on a phone. */
  hero?: HeroImage | undefined;
  children: ReactNode;
}

/** What every layout shares: skip link, header, main landmark, an optional hero image and (mostly) the footer. */
export function PageFrame({ variant, footer, hero, children }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={`page layout-${variant}${hero ? ' page-with-hero' : ''}`}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader withLanguages={!footer} />
      {/* The hero belongs to the page's content: inside the main landmark, beside the content column. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-body">
        {hero && <Hero hero={hero} className="page-hero" sizes="(min-width: 64rem) 50vw, 100vw" largest />}
        <div className="page-main">{children}</div>
      </main>
      {footer && <Footer />}
      <span id={NEW_TAB_HINT_ID} hidden>
        {t('a11y.opensInNewTab')}
      </span>
    </div>
  );
}
