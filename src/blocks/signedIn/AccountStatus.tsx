import { useTranslation } from 'react-i18next';

interface AccountStatusProps {
  email: string;
  onSignOut: () => void;
}

/** 'Signed in as …' with the way out. */
export function AccountStatus({ email, onSignOut }: AccountStatusProps) {
  const { t } = useTranslation();
  return (
    <section className="account-status" aria-label={t('account.label')}>
      <p>{t('account.signedInAs', { email })}</p>
      <button type="button" className="button button-secondary" onClick={onSignOut}>
        {t('account.signOut')}
      </button>
    </section>
  );
}
