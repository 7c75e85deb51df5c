import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useFragment, useMutation } from '../../relay/relayRuntime.ts';
import type { AccountActivation_payload$key } from '../../__generated__/relay/AccountActivation_payload.graphql.ts';
import type { AccountActivationMutation } from '../../__generated__/relay/AccountActivationMutation.graphql.ts';
import { OutcomeRedirect } from '../../outcomes/OutcomeRedirect.tsx';
import { activationErrorRule } from '../../outcomes/outcomeRules.ts';
import { RelayBoundary } from '../../relay/RelayBoundary.tsx';
import { RequestErrorNotice } from '../../relay/RequestErrorNotice.tsx';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';

/** The activation link's id activates the account; the answer (an error, or the registration now active) lands in
 * Relay's store, and ActivationAnswer reads what the page shows of it. */
const accountActivationMutation = graphql`
  mutation AccountActivationMutation($input: ActivateAccountInput!) {
    activateAccount(input: $input) {
      ...AccountActivation_payload
    }
  }
`;

type State =
  | { kind: 'activating' }
  | { kind: 'answered'; answer: AccountActivation_payload$key }
  // This visit activated the link before (the language switch mounts the page again): no second activation.
  | { kind: 'activatedBefore' }
  // attempt: which one failed; a retry's own failure is news (the notice comes anew, focused and read out).
  | { kind: 'failed'; failure: Error; attempt: number; retrying: boolean };

// Activated accounts by activation id for the page's lifetime: the in-app language switch mounts this page
// again, and must show the answer, not activate a second time. A failed attempt is not kept: the error
// page's 'try again' comes back here to activate again.
const activated = new Set<string>();

interface AccountActivationProps {
  block: BlockOf<'accountActivation'>;
  activationId: string;
}

/** Activates once per visit (a language switch here stays in the app, so it does not activate twice). */
function AccountActivation({ block, activationId }: AccountActivationProps) {
  const [commit] = useMutation<AccountActivationMutation>(accountActivationMutation);
  const [state, setState] = useState<State>(() =>
    activated.has(activationId) ? { kind: 'activatedBefore' } : { kind: 'activating' },
  );
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt || activated.has(activationId)) return; // StrictMode runs effects twice
    started.current = attempt;
    commit({
      variables: { input: { activationId } },
      onCompleted: ({ activateAccount }) =>
        setState(
          activateAccount
            ? { kind: 'answered', answer: activateAccount }
            : {
                kind: 'failed',
                failure: new Error('activateAccount answered without a result'),
                attempt,
                retrying: false,
              },
        ),
      onError: (failure) => setState({ kind: 'failed', failure, attempt, retrying: false }),
    });
  }, [commit, activationId, attempt]);

  if (state.kind === 'activatedBefore') return <BlockList blocks={block.activated} />;
  if (state.kind === 'answered') {
    return <ActivationAnswer answer={state.answer} activationId={activationId} blocks={block.activated} />;
  }
  return (
    <>
      <BlockList blocks={block.activating} />
      {/* The notice stays while the retry is out: taken away, what is below it would move under the pointer. */}
      {state.kind === 'failed' && (
        <RequestErrorNotice
          key={state.attempt}
          error={state.failure}
          busy={state.retrying}
          onRetry={() => {
            setState({ ...state, retrying: true });
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

interface ActivationAnswerProps {
  answer: AccountActivation_payload$key;
  /** Remembered as activated for this visit once the answer says so. */
  activationId: string;
  blocks: BlockOf<'accountActivation'>['activated'];
}

/** The backend's answer: an error's page, or the activated blocks once the registration is active. */
function ActivationAnswer({ answer, activationId, blocks }: ActivationAnswerProps) {
  const payload = useFragment(
    graphql`
      fragment AccountActivation_payload on ActivateAccountPayload {
        error
        registration {
          status
        }
      }
    `,
    answer,
  );
  // No error and yet no active registration would break the contract: the page for a failed attempt (try again).
  const error = payload.error ?? (payload.registration?.status === 'ACTIVE' ? null : 'ACTIVATION_FAILED');
  useEffect(() => {
    if (!error) activated.add(activationId);
  }, [error, activationId]);
  if (error) return <OutcomeRedirect rule={activationErrorRule(error)} />;
  return <BlockList blocks={blocks} />;
}

/** Loaded only on the activation page: it brings Relay with it. */
export default function AccountActivationWithRelay(props: AccountActivationProps) {
  return <RelayBoundary>{() => <AccountActivation {...props} />}</RelayBoundary>;
}
