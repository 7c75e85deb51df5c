import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { WIDGET_OPTION_VALUE_FORMATS } from './optionValueFormats.ts';
import { SelectWidget } from './SelectWidget.tsx';

/**
 * The schema lists every value the form may ever take (its validator is precompiled from it); the
 * backend says which of them this visitor is offered. Shown by translated name, in the visitor's order,
 * after the placeholder entry.
 */
export function OfferedSelectWidget(props: WidgetProps) {
  const { i18n } = useTranslation();
  const offered = props.options.offered as string[] | undefined;
  const collator = new Intl.Collator(i18n.resolvedLanguage);
  const enumOptions = (props.options.enumOptions ?? [])
    .filter((option) => !offered || offered.includes(String(option.value)))
    .sort((a, b) => collator.compare(a.label, b.label));
  // RJSF hides the placeholder ('Choose') when the field has a default; we keep it as an entry.
  const schema = { ...props.schema, default: undefined };
  const optionValueFormat = WIDGET_OPTION_VALUE_FORMATS.offeredSelect;
  return <SelectWidget {...props} schema={schema} options={{ ...props.options, enumOptions, optionValueFormat }} />;
}
