import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * The form's fields one below the other, evenly spaced (a form's root object has no title of its own); the root's
 * ui:description is the form's lead above them, which goes with the form once an answer finishes it.
 */
export function ObjectFieldTemplate({ properties, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const lead = fieldPathId.path.length === 0 ? uiSchema?.['ui:description'] : undefined;
  return (
    <>
      {typeof lead === 'string' && <p className="text text-lead">{lead}</p>}
      <div className="form-fields">{properties.map((property) => property.content)}</div>
    </>
  );
}
