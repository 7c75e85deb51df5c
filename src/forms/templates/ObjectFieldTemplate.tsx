import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The form's fields one below the other, evenly spaced (a form's root object has no title of its own). */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="form-fields">{properties.map((property) => property.content)}</div>;
}
