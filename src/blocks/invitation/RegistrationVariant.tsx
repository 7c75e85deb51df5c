import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RegistrationVariant_details$key } from '../../__generated__/relay/RegistrationVariant_details.graphql.ts';
import type { VariantChoice } from '../../config/__generated__/variants.ts';
import { useExperiments, useWatchedDimensions } from '../../experiments/experimentState.ts';
import { useRegistrationCode } from '../../navigation/useRegistrationCode.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { openDimensions, possibleChoices } from '../../variants/possibleChoices.ts';
import { selectVariant } from '../../variants/selectVariant.ts';
import { LandingEvents } from './LandingEvents.tsx';
import { VariantHeadline } from './VariantHeadline.tsx';

/**
 * The registration page in its variant (config/variants.json): the copy's headline and subline (the
 * inviter's name in viral ones) with the variant's image, the welcome voucher, and the registration layout around
 * the form. What experiments may change holds its place until the A/B service has answered; the form does not wait,
 * unless an experiment is on the layout around it.
 */
export function RegistrationVariant({
  details,
  children,
}: {
  details: RegistrationVariant_details$key;
  /** The page's body, by what it needs of the variant. */
  children: (choice: Pick<VariantChoice, 'finishedIn' | 'registrationFlow'>) => ReactNode;
}) {
  const [query] = useRenderedSearch();
  // Slug rules look at the code, whether it came as the slug or as ?registrationCode=.
  const slug = useRegistrationCode();
  /* eslint-disable relay/unused-fields -- the customization goes whole to selectVariant, which reads each field */
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
  /* eslint-enable relay/unused-fields */
  const experiments = useExperiments();
  const visit = { slug, query, customization, inviterName };
  const open = openDimensions(visit, experiments.candidates);
  useWatchedDimensions(open);
  const choice = selectVariant({ ...visit, experiments: experiments.values });
  const decided = !experiments.loading && open.every((dimension) => experiments.evaluated.has(dimension));
  const possible = possibleChoices(visit, experiments.candidates, open);
  const layoutOpen = !decided && new Set(possible.map((c) => c.registrationLayout)).size > 1;
  // The same element while what the body is given stays the same: the experiments' store changes render
  // synchronously (useSyncExternalStore), and the form below need not render again with the headline.
  const { finishedIn, registrationFlow } = choice;
  const body = useMemo(() => children({ finishedIn, registrationFlow }), [children, finishedIn, registrationFlow]);
  return (
    <div
      className={`registration registration-layout-${choice.registrationLayout} theme-${choice.theme}`}
      data-copy-variant={choice.copyVariant}
      data-flow={choice.registrationFlow}
      data-experiments={decided ? 'decided' : 'loading'}
    >
      {/* The flow is known once the experiments have spoken. */}
      {decided && <LandingEvents registrationFlow={choice.registrationFlow} accepted />}
      <VariantHeadline shown={decided ? choice : null} possible={possible} inviter={inviterName} />
      <div className="registration-body">
        {layoutOpen ? <div className="registration-placeholder" aria-busy="true" /> : body}
      </div>
    </div>
  );
}
