import { RelayBoundary } from '../../relay/RelayBoundary.tsx';
import { InvitationQuery, type InvitationQueryProps } from './InvitationQuery.tsx';

/** Loaded only when the page has a code: it brings Relay with it. */
export default function InvitationCheck(props: Omit<InvitationQueryProps, 'fetchKey'>) {
  return <RelayBoundary>{(fetchKey) => <InvitationQuery {...props} fetchKey={fetchKey} />}</RelayBoundary>;
}
