import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';

const BaseInputTemplate = getDefaultRegistry().templates.BaseInputTemplate;

/**
 * RJSF's text input; with `"ui:options": { "trim": true }` spaces around the value go as the visitor types or
 * pastes, so a pasted ' MOCK-VALID ' is the code MOCK-VALID (codes and e-mail addresses never hold them).
 */
export function TrimmingInputTemplate(props: BaseInputTemplateProps) {
  if (props.options.trim !== true) return <BaseInputTemplate {...props} />;
  const onChange = (value: unknown) => props.onChange(typeof value === 'string' ? value.trim() : value);
  return <BaseInputTemplate {...props} onChange={onChange} />;
}
