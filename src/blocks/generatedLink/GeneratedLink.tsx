import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appPathOf } from '../../navigation/appUrl.ts';
import { useClipboardCopy } from '../../platform/useClipboardCopy.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import type { BlockOf } from '../../render/blockTypes.ts';

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
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, copy] = useClipboardCopy(() => field.current?.select()); // failed: ready for the visitor's own copy
  const fieldId = useId();
  const ours = hydrated && appPathOf(link, window.location.origin) !== undefined;
  // A new link takes focus: the form above started over, and a screen reader hears what came of it.
  useEffect(() => {
    if (ours) heading.current?.focus();
  }, [link, ours]);
  if (!ours) return null;

  const expiry = validUntil ? new Date(validUntil) : undefined;
  const date =
    expiry && !Number.isNaN(expiry.getTime())
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage, EXPIRY_FORMAT).format(expiry)
      : undefined;
  return (
    <section className="generated-link" key={link}>
      <h2 ref={heading} tabIndex={-1}>
        {t(block.heading)}
      </h2>
      <label className="field-label" htmlFor={fieldId}>
        {t(block.label)}
      </label>
      {/* A text area shows the whole link, also on a phone; focus selects it for copying by hand. */}
      <textarea
        ref={field}
        id={fieldId}
        className="form-control"
        readOnly
        rows={3}
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      {date && <p className="text text-muted">{t(block.validUntil, { date })}</p>}
      <button type="button" className="button button-primary button-block" onClick={() => void copy(link)}>
        {t(block.copy)}
      </button>
      <p role="status" className="generated-link-status">
        {copied === 'copied' && t(block.copied)}
        {copied === 'failed' && t(block.copyFailed)}
      </p>
    </section>
  );
}
