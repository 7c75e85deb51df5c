import { useContext } from 'react';
import { ActionDataContext } from '../../actions/actionData.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { OneTimeCodeSignIn } from './OneTimeCodeSignIn.tsx';
import { ProviderSignIn } from './ProviderSignIn.tsx';

type Method = BlockOf<'socialSignIn'>['methods'][number];

/** What each method's entry is: an OpenID provider's round trip, or a one-time code by text message or e-mail. */
const entryOf = (method: Method, registrationCode: string) =>
  method === 'phone' || method === 'email' ? (
    <OneTimeCodeSignIn channel={method === 'phone' ? 'PHONE' : 'EMAIL'} registrationCode={registrationCode} />
  ) : (
    <ProviderSignIn provider={method} registrationCode={registrationCode} />
  );

/** 'Continue with …', in config's order, on a registration page in the socialRegistration flow. */
export default function SocialSignInBlock({ block }: BlockProps<BlockOf<'socialSignIn'>>) {
  const { invitation } = useContext(ActionDataContext);
  if (invitation?.registrationFlow !== 'socialRegistration') return null;
  return (
    <ul className="social-sign-in" role="list">
      {block.methods.map((method) => (
        <li key={method}>{entryOf(method, invitation.registrationCode)}</li>
      ))}
    </ul>
  );
}
