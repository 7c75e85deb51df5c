import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay/hooks';
import { useFragment } from '../../relay/relayRuntime.ts';
import type { AccountStatus_viewer$key } from '../../__generated__/relay/AccountStatus_viewer.graphql.ts';

interface AccountStatusProps {
  viewer: AccountStatus_viewer$key;
  onSignOut: () => void;
}

/** 'Signed in as …' with the way out. */
export function AccountStatus({ viewer, onSignOut }: AccountStatusProps) {
  const { t } = useTranslation();
  const { email } = useFragment(
    graphql`
      fragment AccountStatus_viewer on User {
        email
      }
    `,
    viewer,
  );
  return (
    <section className="account-status" aria-label={t('account.label')}>
      <p>{t('account.signedInAs', { email })}</p>
      <button type="button" className="button button-secondary" onClick={onSignOut}>
        {t('account.signOut')}
      </button>
    </section>
  );
}
