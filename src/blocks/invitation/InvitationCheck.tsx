import type { ReactNode } from 'react';
import { RelayBoundary } from '../../relay/RelayBoundary.tsx';
import { InvitationPage, type InvitationPageProps } from './InvitationPage.tsx';

/** Loaded only when the page has a code: it brings Relay with it. placeholder: shown until the code's page is known. */
export default function InvitationCheck({
  placeholder,
  ...props
}: Omit<InvitationPageProps, 'fetchKey'> & { placeholder: ReactNode }) {
  return (
    <RelayBoundary fallback={placeholder}>
      {(fetchKey) => <InvitationPage {...props} fetchKey={fetchKey} />}
    </RelayBoundary>
  );
}
