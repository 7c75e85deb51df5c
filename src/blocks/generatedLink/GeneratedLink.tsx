import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay/hooks';
import type { GeneratedLink_link$key } from '../../__generated__/relay/GeneratedLink_link.graphql.ts';
import { useFragment } from '../../relay/relayRuntime.ts';
import { appPathOf } from '../../navigation/appUrl.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import type { BlockOf } from '../../render/blockTypes.ts';
import { CopyableText } from '../CopyableText.tsx';

/** Date and time with the zone's name: the admin may pass the link on to someone in another zone. */
const EXPIRY_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

interface GeneratedLinkProps {
  block: BlockOf<'generatedLink'>;
  /** The generator's answer, or the backend's for the id in the URL: any node, shown if it is a registration link. */
  link: GeneratedLink_link$key;
}

/**
 * The link, its expiry in the reader's language and time zone, and a copy button. Only a link to this site is
 * shown: the admin will hand it on.
 */
export function GeneratedLink({ block, link: key }: GeneratedLinkProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated(); // the page's origin is known in the browser only
  const generated = useFragment(
    graphql`
      fragment GeneratedLink_link on RegistrationLink {
        url
        validUntil
      }
    `,
    key,
  );
  const link = generated?.url;
  if (!hydrated || !link || appPathOf(link, window.location.origin) === undefined) return null;

  const expiry = new Date(generated.validUntil);
  const date = !Number.isNaN(expiry.getTime())
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, EXPIRY_FORMAT).format(expiry)
    : undefined;
  return (
    <CopyableText
      key={link}
      className="generated-link"
      texts={{
        heading: t(block.heading),
        label: t(block.label),
        copy: t(block.copy),
        copied: t(block.copied),
        copyFailed: t(block.copyFailed),
      }}
      value={link}
      rows={3}
      note={date && <p className="text text-muted">{t(block.validUntil, { date })}</p>}
    />
  );
}
