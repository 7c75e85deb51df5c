import type { RegistrationCodeError } from '../../__generated__/relay/RegistrationPage_answer.graphql.ts';
import { OutcomeRedirect } from '../../outcomes/OutcomeRedirect.tsx';
import { codeErrorRule } from '../../outcomes/outcomeRules.ts';
import { selectVariant } from '../../variants/selectVariant.ts';
import { LandingEvents } from './LandingEvents.tsx';

interface CodeRefusedProps {
  registrationCode: string;
  query: URLSearchParams;
  /** The first error the backend named. */
  error: RegistrationCodeError;
}

/** A code the backend refused: where config/outcomes.json says its error leads, tracked before the way out. */
export function CodeRefused({ registrationCode, query, error }: CodeRefusedProps) {
  // The landing page was seen, in the flow its address selects.
  const { registrationFlow } = selectVariant({ slug: registrationCode, query });
  return (
    <>
      <LandingEvents registrationFlow={registrationFlow} accepted={false} />
      <OutcomeRedirect rule={codeErrorRule(error)} />
    </>
  );
}
