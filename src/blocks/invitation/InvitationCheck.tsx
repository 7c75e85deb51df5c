import { RelayBoundary } from '../../relay/RelayBoundary.tsx';
import { InvitationPage, type InvitationPageProps } from './InvitationPage.tsx';

/** Loaded only when the page has a code: it brings Relay with it. */
export default function InvitationCheck(props: Omit<InvitationPageProps, 'fetchKey'>) {
  return <RelayBoundary>{(fetchKey) => <InvitationPage {...props} fetchKey={fetchKey} />}</RelayBoundary>;
}
