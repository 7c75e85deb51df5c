import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { InviterHeadline_details$key } from '../../__generated__/relay/InviterHeadline_details.graphql.ts';

/** The viral headline: the inviter's name when the code has one. */
export function InviterHeadline({
  details,
  headlines,
}: {
  details: InviterHeadline_details$key;
  headlines: { default: string; viral: string };
}) {
  const { t } = useTranslation();
  const { invitorName } = useFragment(
    graphql`
      fragment InviterHeadline_details on RegistrationCodeDetails {
        invitorName
      }
    `,
    details,
  );
  return (
    <h2 className="invitation-headline">
      {invitorName ? t(headlines.viral, { inviter: invitorName }) : t(headlines.default)}
    </h2>
  );
}
