import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useMutation } from '../../relay/relayRuntime.ts';
import type { AccountActivationMutation } from '../../__generated__/relay/AccountActivationMutation.graphql.ts';
import { OutcomeRedirect } from '../../outcomes/OutcomeRedirect.tsx';
import { activationErrorRule } from '../../outcomes/outcomeRules.ts';
import { RelayBoundary } from '../../relay/RelayBoundary.tsx';
import { RequestErrorNotice } from '../../relay/RequestErrorNotice.tsx';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';

/** The activation link's id activates the account (its registration's new status lands in Relay's store); an error
 * names why not. */
const accountActivationMutation = graphql`
  mutation AccountActivationMutation($input: ActivateAccountInput!) {
    activateAccount(input: $input) {
      registration {
        id
        status
      }
      error
    }
  }
`;

type State =
  | { kind: 'activating' }
  | { kind: 'active' }
  | { kind: 'error'; error: string }
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
    activated.has(activationId) ? { kind: 'active' } : { kind: 'activating' },
  );
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt || activated.has(activationId)) return; // StrictMode runs effects twice
    started.current = attempt;
    const answer = (next: State) => {
      if (next.kind === 'active') activated.add(activationId);
      setState(next);
    };
    commit({
      variables: { input: { activationId } },
      onCompleted: ({ activateAccount }) =>
        answer(activateAccount?.error ? { kind: 'error', error: activateAccount.error } : { kind: 'active' }),
      onError: (failure) => answer({ kind: 'failed', failure, attempt, retrying: false }),
    });
  }, [commit, activationId, attempt]);

  if (state.kind === 'error') return <OutcomeRedirect rule={activationErrorRule(state.error)} />;
  if (state.kind === 'active') return <BlockList blocks={block.activated} />;
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

/** Loaded only on the activation page: it brings Relay with it. */
export default function AccountActivationWithRelay(props: AccountActivationProps) {
  return <RelayBoundary>{() => <AccountActivation {...props} />}</RelayBoundary>;
}
