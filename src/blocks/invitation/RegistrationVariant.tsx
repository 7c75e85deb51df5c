import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay/hooks';
import { useFragment } from '../../relay/relayRuntime.ts';
import type { RegistrationVariant_details$key } from '../../__generated__/relay/RegistrationVariant_details.graphql.ts';
import type { VariantChoice } from '../../config/__generated__/variants.ts';
import { variantsConfig } from '../../config/variantsConfig.ts';
import { codeCustomization } from './codeCustomization.ts';
import type { AcceptedCode } from './acceptedCode.ts';
import { LandingEvents } from './LandingEvents.tsx';
import { VariantHeadline } from './VariantHeadline.tsx';
import { useVariantChoice } from './useVariantChoice.ts';

interface RegistrationVariantProps {
  /** The code of the route: slug rules look at it, whether it came as the slug or as ?registrationCode=. */
  registrationCode: string;
  /** The code the backend accepted; undefined while it is asked (and in the prerendered page). */
  accepted: AcceptedCode | undefined;
  /** The code check: what it shows (a failed request's notice) shows here. */
  check: ReactNode;
  /** The page's heading (a key) until the variant's headline is known. */
  checkingHeadline: string;
  /** The page's body, by what it needs of the variant. */
  children: (choice: Pick<VariantChoice, 'finishedIn' | 'registrationFlow'>) => ReactNode;
}

/**
 * The registration page in its variant (config/variants.json): the copy's headline and subline (the
 * inviter's name in viral ones) with the variant's image, the welcome voucher, and the registration layout around
 * the form. The body (the form) is prerendered, in config's default variant, and stays hidden, holding its place,
 * until the code is accepted (on a desktop the rest of the page waits with it, src/styles/pictures.css); what
 * experiments may change holds its place until the A/B service has answered; the form does not wait, unless an
 * experiment is on the layout around it.
 */
export function RegistrationVariant(props: RegistrationVariantProps) {
  const { registrationCode: slug, accepted, check, checkingHeadline, children } = props;
  const { t } = useTranslation();
  const details = useFragment<RegistrationVariant_details$key>(
    graphql`
      fragment RegistrationVariant_details on RegistrationCodeDetails {
        # The contract keeps the backend's spelling (spec §3); the app says inviter.
        inviterName: invitorName
        customization {
          ...codeCustomization_customization
        }
        ...VariantHeadline_details
      }
    `,
    accepted?.details ?? null,
  );
  const customization = codeCustomization(details?.customization);
  const visit = { slug, customization, inviterName: details?.inviterName };
  const { choice, decided, layoutOpen, held } = useVariantChoice(!!accepted, visit);
  // The same element while what the body is given stays the same: the experiments' store changes render
  // synchronously (useSyncExternalStore), and the form below need not render again with the headline.
  const { finishedIn, registrationFlow } = choice;
  const body = useMemo(() => children({ finishedIn, registrationFlow }), [children, finishedIn, registrationFlow]);
  return (
    <div
      className={`registration registration-layout-${choice.registrationLayout} theme-${choice.theme}`}
      data-copy-variant={accepted ? choice.copyVariant : undefined}
      data-flow={choice.registrationFlow}
      data-experiments={decided ? 'decided' : 'loading'}
      aria-busy={accepted ? undefined : true}
    >
      {check}
      {/* Without script the code is never asked: one line says why no registration shows (and blocks.css drops the
          place held for it). With script it is inert text, so hydrating changes nothing. */}
      <noscript>
        <p className="notice registration-needs-script">{t('registration.needsScript')}</p>
      </noscript>
      {/* The flow is known once the experiments have spoken. */}
      {decided && <LandingEvents registrationFlow={choice.registrationFlow} accepted />}
      <VariantHeadline
        shown={decided ? choice : null}
        possible={held.arms}
        exact={held.exact}
        details={details ?? null}
        checkingHeadline={checkingHeadline}
      />
      {/* Hidden, not replaced: the prerendered form inside stays, with what the visitor may type into it. It was
          prerendered in the default flow: another flow's form (steps, a social sign-in) is rendered anew, its draft
          keeping what was typed. */}
      <div
        key={registrationFlow === variantsConfig.defaults.registrationFlow ? 'prerendered' : registrationFlow}
        className="registration-body"
        hidden={!accepted || layoutOpen || held.waiting}
      >
        {body}
      </div>
    </div>
  );
}
