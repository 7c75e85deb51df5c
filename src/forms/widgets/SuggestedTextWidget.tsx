import type { WidgetProps } from '@rjsf/utils';

/**
 * A text field that suggests values (ui:options.suggestions, set by the form's action, e.g. the registration
 * countries) while still taking what is typed: the action judges it, with a message for an unknown value.
 */
export function SuggestedTextWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const examples = props.options.suggestions as string[] | undefined;
  return <BaseInputTemplate {...props} schema={{ ...props.schema, examples }} />;
}
