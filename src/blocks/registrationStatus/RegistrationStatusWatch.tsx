import { useEffect, useMemo } from 'react';
import { graphql } from 'react-relay/hooks';
import { useFragment, useSubscription } from '../../relay/relayRuntime.ts';
import { useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { RegistrationStatusWatch_registration$key } from '../../__generated__/relay/RegistrationStatusWatch_registration.graphql.ts';
import type { RegistrationStatusWatchQuery } from '../../__generated__/relay/RegistrationStatusWatchQuery.graphql.ts';
import type { RegistrationStatusWatchSubscription } from '../../__generated__/relay/RegistrationStatusWatchSubscription.graphql.ts';
import { PreloadedData } from '../../relay/PreloadedData.tsx';
import { retryQuery } from '../../relay/preloadedQueries.ts';
import { RelayBoundary } from '../../relay/RelayBoundary.tsx';
import { REGISTRATION_STATUS_QUERY } from './preloadRegistrationStatus.ts';

// The registration the URL names, by its id. Compiled for the route's loader, which asks it
// (preloadRegistrationStatus.ts).
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the tag is the query's definition
graphql`
  query RegistrationStatusWatchQuery($registrationId: ID!) {
    node(id: $registrationId) {
      ...RegistrationStatusWatch_registration @alias(as: "registration")
    }
  }
`;

/** The registration's status now and at each change, into Relay's store (the record the query above reads). */
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
  registration: RegistrationStatusWatch_registration$key | null | undefined;
  whenActivePath: string;
}

/** Reads the registration's status from the store (each event of the subscription updates it): active, it moves on. */
function MoveOnWhenActive({ registration: key, whenActivePath }: MoveOnProps) {
  const registration = useFragment<RegistrationStatusWatch_registration$key>(
    graphql`
      fragment RegistrationStatusWatch_registration on Registration {
        status
      }
    `,
    key,
  );
  const status = registration?.status;
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'ACTIVE') void navigate(whenActivePath);
  }, [status, whenActivePath, navigate]);
  return null;
}

function Watch({ registrationId, whenActivePath }: WatchProps) {
  const config = useMemo<GraphQLSubscriptionConfig<RegistrationStatusWatchSubscription>>(
    () => ({ subscription: registrationStatusWatchSubscription, variables: { registrationId } }),
    [registrationId],
  );
  useSubscription(config);
  return (
    <PreloadedData<RegistrationStatusWatchQuery> slot={REGISTRATION_STATUS_QUERY} queryKey={registrationId}>
      {({ node }) => <MoveOnWhenActive registration={node?.registration} whenActivePath={whenActivePath} />}
    </PreloadedData>
  );
}

/** Loaded only on 'verify your e-mail': it brings Relay and graphql-ws with it. */
export default function RegistrationStatusWatch(props: WatchProps) {
  return (
    <RelayBoundary retry={() => retryQuery(REGISTRATION_STATUS_QUERY)}>{() => <Watch {...props} />}</RelayBoundary>
  );
}
