import { useMemo } from 'react';
import { useSubscription } from 'react-relay';
import { useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { registrationStatusSubscription as RegistrationStatus } from '../../__generated__/relay/registrationStatusSubscription.graphql.ts';
import { registrationStatusSubscription } from '../../operations/registrationStatusSubscription.ts';
import { RelayBoundary } from '../../relay/RelayBoundary.tsx';

interface WatchProps {
  registrationId: string;
  /** App-relative path to move on to once the account is active. */
  whenActivePath: string;
}

function Watch({ registrationId, whenActivePath }: WatchProps) {
  const navigate = useNavigate();
  const config = useMemo<GraphQLSubscriptionConfig<RegistrationStatus>>(
    () => ({
      subscription: registrationStatusSubscription,
      variables: { registrationId },
      onNext: (response) => {
        if (response?.registrationStatusChanged?.status === 'ACTIVE') void navigate(whenActivePath);
      },
    }),
    [registrationId, whenActivePath, navigate],
  );
  useSubscription(config);
  return null;
}

/** Loaded only on 'verify your e-mail': it brings Relay and graphql-ws with it. */
export default function RegistrationStatusWatch(props: WatchProps) {
  return <RelayBoundary>{() => <Watch {...props} />}</RelayBoundary>;
}
