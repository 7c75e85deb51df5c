import { errorId, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * A list of items (e.g. the split generator's arms) as one group: its legend, hint and messages (GOV.UK's order:
 * read before the items), the items, and a button adding one. Texts are the uiSchema's i18n keys (ui:options
 * addText); the group is described by its messages, so a screen reader entering it hears them.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, fieldPathId, items, onAddClick, readonly, registry, rawErrors = [], title } = props;
  const { t } = useTranslation();
  const options = getUiOptions(props.uiSchema);
  const { FieldErrorTemplate } = registry.templates;
  const invalid = rawErrors.length > 0;
  const hintId = `${fieldPathId.$id}__description`;
  const described = [options.description ? hintId : '', invalid ? errorId(fieldPathId) : ''].filter(Boolean);
  return (
    <fieldset
      className={invalid ? 'field field-array field-invalid' : 'field field-array'}
      id={fieldPathId.$id}
      aria-describedby={described.join(' ') || undefined}
    >
      <legend>{options.title ?? title}</legend>
      {options.description && (
        <p id={hintId} className="field-description">
          {String(options.description)}
        </p>
      )}
      <FieldErrorTemplate errors={rawErrors} fieldPathId={fieldPathId} schema={props.schema} registry={registry} />
      <div className="field-array-items">{items}</div>
      {canAdd && typeof options.addText === 'string' && (
        <button
          type="button"
          className="button button-secondary field-array-add"
          onClick={onAddClick}
          disabled={disabled || readonly}
        >
          {t(options.addText)}
        </button>
      )}
    </fieldset>
  );
}
