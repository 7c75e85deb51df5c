import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay/hooks';
import { useFragment } from '../../relay/relayRuntime.ts';
import type { VariantHeadline_details$key } from '../../__generated__/relay/VariantHeadline_details.graphql.ts';
import { Hero } from '../../layouts/Hero.tsx';
import { variantsConfig } from '../../config/variantsConfig.ts';
import { voucherText } from '../../variants/voucherText.ts';
import { CopyHeadline } from '../copyVariant/CopyHeadline.tsx';
import { armKey, type HeadlineArm } from './headlineArm.ts';

type Arm = HeadlineArm;

interface VariantHeadlineProps {
  /** What the page shows; null while the experiments have not spoken (spec §4's loading flag). */
  shown: Arm | null;
  /** The copies and vouchers whose room the cell holds (useHeldArms.ts): it has the largest one's size. */
  possible: readonly Arm[];
  /** The accepted code: who invited the visitor, for the copy that greets them by name; null while it is checked. */
  details: VariantHeadline_details$key | null;
  /** The page's heading until the visitor's arm is known: in the prerendered page, while the code is checked, and
   * without script. It shares the arms' cell, so the headline takes its place without moving anything. */
  checkingHeadline: string;
  /** The cell holds the shown arm's room alone: the page's title leaves it. */
  exact: boolean;
}

/** The copy's headline and subline with its image, and the welcome voucher, holding its place until it is known. */
export function VariantHeadline({ shown, possible, details, checkingHeadline, exact }: VariantHeadlineProps) {
  const { t, i18n } = useTranslation();
  const code = useFragment(
    graphql`
      fragment VariantHeadline_details on RegistrationCodeDetails {
        inviterName: invitorName
      }
    `,
    details,
  );
  const inviterName = code?.inviterName;
  const arms = new Map([...possible, ...(shown ? [shown] : [])].map((arm) => [armKey(arm), arm]));
  return (
    <header className="registration-headline" aria-busy={shown ? undefined : true}>
      <div className="variant-arms">
        {!exact && (
          <div
            className="variant-arm variant-arm-checking"
            data-visible={shown === null || undefined}
            inert={shown !== null}
          >
            {shown === null ? (
              <h1>{t(checkingHeadline)}</h1>
            ) : (
              <div className="headline-room">{t(checkingHeadline)}</div>
            )}
          </div>
        )}
        {[...arms].map(([key, arm]) => {
          const voucher = variantsConfig.welcomeVouchers[arm.welcomeVoucher];
          const hero = variantsConfig.copyVariants[arm.copyVariant]?.hero;
          const visible = shown !== null && key === armKey(shown);
          return (
            <div key={key} className="variant-arm" data-visible={visible || undefined} inert={!visible}>
              {hero && <Hero hero={hero} className="registration-hero" sizes="(min-width: 64rem) 50vw, 100vw" />}
              <CopyHeadline variant={arm.copyVariant} inviter={inviterName} level={visible ? 1 : undefined} />
              {voucher && <p className="notice voucher">{voucherText(voucher, t, i18n.resolvedLanguage ?? 'en')}</p>}
            </div>
          );
        })}
      </div>
    </header>
  );
}
