import { useTranslation } from 'react-i18next';

/** First focusable element of every page; jumps past header and navigation. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${targetId}`}>
      {t('a11y.skipToContent')}
    </a>
  );
}
