import { useTranslation } from 'react-i18next';
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
  link: string;
  validUntil: string | null;
}

/**
 * The link, its expiry in the reader's language and time zone, and a copy button. Only a link to this site is
 * shown: the query could have been written by someone else, and the admin will hand the link on.
 */
export default function GeneratedLink({ block, link, validUntil }: GeneratedLinkProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated(); // the page's origin is known in the browser only
  if (!hydrated || appPathOf(link, window.location.origin) === undefined) return null;

  const expiry = validUntil ? new Date(validUntil) : undefined;
  const date =
    expiry && !Number.isNaN(expiry.getTime())
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
