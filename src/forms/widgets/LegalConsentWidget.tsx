import type { WidgetProps } from '@rjsf/utils';
import { Trans, useTranslation } from 'react-i18next';
import { appConfig } from '../../config/appConfig.ts';
import { NewTabLink } from '../../navigation/NewTabLink.tsx';
import { BooleanChoice } from './CheckboxWidget.tsx';

/** Where the legal text with this version key (a countryOptions pkString) is read, in the visitor's language. */
const legalDocumentUrl = (pkString: string, language: string): string =>
  appConfig.legalDocumentUrl
    .replace('{pkString}', encodeURIComponent(pkString))
    .replace('{lang}', encodeURIComponent(language));

/**
 * A consent checkbox whose label links to what is consented to: each <tag> of the label's text
 * (ui:options.text) opens the legal text ui:options.documents names for it (a pkString), in the visitor's
 * language, in a new tab, so the form stays as it is. Without a document (no country chosen yet) the
 * words stay plain.
 */
export function LegalConsentWidget(props: WidgetProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const text = String(props.options.text);
  const documents = (props.options.documents ?? {}) as Record<string, string | undefined>;
  // Every tag of the text gets its element: one left without would show as written, markup and all.
  const tags = [...t(text).matchAll(/<(\w+)>/g)].map(([, tag]) => tag!);
  const links = Object.fromEntries(
    tags.map((tag) => {
      const pkString = documents[tag];
      return [tag, pkString ? <NewTabLink href={legalDocumentUrl(pkString, language)} /> : <span />];
    }),
  );
  return (
    <BooleanChoice widget={props}>
      <Trans i18nKey={text} components={links} />
    </BooleanChoice>
  );
}
