import { useTranslation } from 'react-i18next';
import { forgetSocialIdentity, type SocialIdentity } from '../../social/socialIdentity.ts';
import type { SocialSignInTexts } from './socialSignInTexts.ts';

interface SignedInStatusProps {
  identity: SocialIdentity;
  registrationCode: string;
  texts: SocialSignInTexts;
}

type Method = keyof SocialSignInTexts['signedIn'];

/**
 * In place of the methods once the visitor signed in: with what and as whom, what the form still needs of the
 * e-mail (none came, or it is not verified yet), and a way back to the methods (the identity is forgotten; what the
 * form holds stays).
 */
export function SignedInStatus({ identity, registrationCode, texts }: SignedInStatusProps) {
  const { t } = useTranslation();
  const names = [identity.givenName, identity.familyName].filter(Boolean).join(' ');
  const who = identity.email ?? identity.phoneNumber ?? names;
  const method = identity.provider.toLowerCase() as Method;
  return (
    // Focusable: after a sign-in on this page (a one-time code) the focus moves here, where the panel was.
    <div className="social-signed-in" tabIndex={-1}>
      <p className="social-signed-in-who">{t(texts.signedIn[method], { who })}</p>
      {!identity.email && <p className="social-signed-in-note">{t(texts.emailMissing)}</p>}
      {identity.email && !identity.emailVerified && <p className="social-signed-in-note">{t(texts.emailUnverified)}</p>}
      <button type="button" className="button-text" onClick={() => forgetSocialIdentity(registrationCode)}>
        {t(texts.useAnother)}
      </button>
    </div>
  );
}
