import { useTranslation } from 'react-i18next';
import { footerConfig } from '../config/appConfig.ts';
import type { FooterLink, Partner } from '../config/types.ts';
import { RouteLink } from '../navigation/RouteLink.tsx';
import { siteLinkHref } from '../navigation/siteLink.ts';
import { openConsentSettings } from '../platform/openConsentSettings.ts';
import { LanguageSelection } from './LanguageSelection.tsx';

function LinkList({ links }: { links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className="footer-links">
      {links.map((link) => (
        <li key={link.text}>
          {link.route ? (
            <RouteLink routeId={link.route}>{t(link.text)}</RouteLink>
          ) : (
            <a
              href={link.site ? siteLinkHref(link.site) : link.href}
              onClick={link.opensConsentSettings ? openConsentSettings : undefined}
            >
              {t(link.text)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function PartnerList({ heading, partners }: { heading: string; partners: Partner[] }) {
  const { t } = useTranslation();
  return (
    <section className="footer-partners" aria-label={t(heading)}>
      <h2>{t(heading)}</h2>
      <ul>
        {partners.map((p) => (
          <li key={p.name}>{t(p.name)}</li>
        ))}
      </ul>
    </section>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <LanguageSelection />
      <nav aria-label={t('footer.label')}>
        <LinkList links={footerConfig.links} />
      </nav>
      <section className="footer-social" aria-label={t('footer.socialHeading')}>
        <h2>{t('footer.socialHeading')}</h2>
        <LinkList links={footerConfig.social} />
      </section>
      <PartnerList heading="footer.paymentHeading" partners={footerConfig.payment} />
      <PartnerList heading="footer.deliveryHeading" partners={footerConfig.delivery} />
      <p className="footer-copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
