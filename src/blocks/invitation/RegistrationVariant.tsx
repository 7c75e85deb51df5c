import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RegistrationVariant_details$key } from '../../__generated__/relay/RegistrationVariant_details.graphql.ts';
import type { VariantChoice } from '../../config/__generated__/variants.ts';
import { Hero } from '../../layouts/Hero.tsx';
import { useRegistrationCode } from '../../navigation/useRegistrationCode.ts';
import { selectVariant, variantsConfig } from '../../variants/selectVariant.ts';
import { voucherText } from '../../variants/voucherText.ts';
import { CopyHeadline } from '../copyVariant/CopyHeadline.tsx';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';

/**
 * The registration page in its variant (config/variants.json): the copy's headline and subline (the
 * inviter's name in viral ones) with the variant's image, the welcome voucher, and the registration layout around
 * the form.
 */
export function RegistrationVariant({
  details,
  children,
}: {
  details: RegistrationVariant_details$key;
  children: (choice: VariantChoice) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [query] = useRenderedSearch();
  // Slug rules look at the code, whether it came as the slug or as ?registrationCode=.
  const slug = useRegistrationCode();
  const { inviterName, customization } = useFragment(
    graphql`
      fragment RegistrationVariant_details on RegistrationCodeDetails {
        # The contract keeps the backend's spelling (spec §3); the app says inviter.
        inviterName: invitorName
        customization {
          copyVariant
          welcomeVoucher
          registrationLayout
          registrationFlow
          theme
        }
      }
    `,
    details,
  );
  const choice = selectVariant({ slug, query, customization, inviterName });
  const voucher = variantsConfig.welcomeVouchers[choice.welcomeVoucher];
  const hero = variantsConfig.copyVariants[choice.copyVariant]?.hero;
  return (
    <div
      className={`registration registration-layout-${choice.registrationLayout} theme-${choice.theme}`}
      data-copy-variant={choice.copyVariant}
      data-flow={choice.registrationFlow}
    >
      <header className="registration-headline">
        {hero && <Hero hero={hero} className="registration-hero" sizes="(min-width: 64rem) 28rem, 100vw" />}
        <CopyHeadline variant={choice.copyVariant} inviter={inviterName} />
        {voucher && <p className="notice voucher">{voucherText(voucher, t, i18n.resolvedLanguage ?? 'en')}</p>}
      </header>
      <div className="registration-body">{children(choice)}</div>
    </div>
  );
}
