import type { WidgetProps } from '@rjsf/utils';
import { SelectWidget } from './SelectWidget.tsx';

/**
 * A select of names that depend on other fields (ui:options.names, set by the form's action: e.g. the arms the
 * chosen feature knows). The names are config's own identifiers, shown as they are: they are what goes into config.
 */
export function NamedSelectWidget(props: WidgetProps) {
  const names = (props.options.names as readonly string[] | undefined) ?? [];
  const enumOptions = names.map((name) => ({ value: name, label: name }));
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
