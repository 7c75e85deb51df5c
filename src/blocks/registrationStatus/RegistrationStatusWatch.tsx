import { useEffect, useMemo, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useFragment, useSubscription } from '../../relay/relayRuntime.ts';
import { useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { RegistrationStatusWatch_registration$key } from '../../__generated__/relay/RegistrationStatusWatch_registration.graphql.ts';
import type { RegistrationStatusWatchSubscription } from '../../__generated__/relay/RegistrationStatusWatchSubscription.graphql.ts';
import { RelayBoundary } from '../../relay/RelayBoundary.tsx';

/** The registration's status now and at each change, into Relay's store. */
const registrationStatusWatchSubscription = graphql`
  subscription RegistrationStatusWatchSubscription($registrationId: ID!) {
    registrationStatusChanged(registrationId: $registrationId) {
      ...RegistrationStatusWatch_registration
    }
  }
`;

interface WatchProps {
  registrationId: string;
  /** App-relative path to move on to once the account is active. */
  whenActivePath: string;
}

interface MoveOnProps {
  registration: RegistrationStatusWatch_registration$key;
  whenActivePath: string;
}

/** Reads the registration's status from the store (each event of the subscription updates it): active, it moves on. */
function MoveOnWhenActive({ registration, whenActivePath }: MoveOnProps) {
  const { status } = useFragment(
    graphql`
      fragment RegistrationStatusWatch_registration on Registration {
        status
      }
    `,
    registration,
  );
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'ACTIVE') void navigate(whenActivePath);
  }, [status, whenActivePath, navigate]);
  return null;
}

function Watch({ registrationId, whenActivePath }: WatchProps) {
  const [registration, setRegistration] = useState<RegistrationStatusWatch_registration$key | null>(null);
  const config = useMemo<GraphQLSubscriptionConfig<RegistrationStatusWatchSubscription>>(
    () => ({
      subscription: registrationStatusWatchSubscription,
      variables: { registrationId },
      onNext: (response) => setRegistration(response?.registrationStatusChanged ?? null),
    }),
    [registrationId],
  );
  useSubscription(config);
  return registration && <MoveOnWhenActive registration={registration} whenActivePath={whenActivePath} />;
}

/** Loaded only on 'verify your e-mail': it brings Relay and graphql-ws with it. */
export default function RegistrationStatusWatch(props: WatchProps) {
  return <RelayBoundary>{() => <Watch {...props} />}</RelayBoundary>;
}
