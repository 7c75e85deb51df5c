import type { WidgetProps } from '@rjsf/utils';
import { Trans, useTranslation } from 'react-i18next';
import { legalDocumentUrl } from '../../navigation/legalDocumentUrl.ts';
import { NewTabLink } from '../../navigation/NewTabLink.tsx';
import { BooleanChoice } from './CheckboxWidget.tsx';

/**
 * A consent checkbox whose label links to what is consented to: each <tag> of the label's text
 * (ui:options.text) opens the legal text ui:options.documents names for it (a pkString), in the visitor's
 * language, in a new tab, so the form stays as it is. Without a document (no country chosen yet) the
 * words stay plain.
 */
export function LegalConsentWidget(props: WidgetProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const documents = (props.options.documents ?? {}) as Record<string, string | undefined>;
  const links = Object.fromEntries(
    Object.entries(documents).map(([tag, pkString]) => [
      tag,
      pkString ? <NewTabLink href={legalDocumentUrl(pkString, language)} /> : <span />,
    ]),
  );
  return (
    <BooleanChoice widget={props}>
      <Trans i18nKey={String(props.options.text)} components={links} />
    </BooleanChoice>
  );
}
