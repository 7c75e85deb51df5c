import { getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * One item of a list: a group named by the list's itemTitle with its {{index}} (from 0: 'Arm 0', as the arm's index in config), its fields, and a button removing it (whose
 * text names the item, as a screen reader lists buttons out of context).
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, buttonsProps, parentUiSchema } = props;
  const { t } = useTranslation();
  const options = getUiOptions(parentUiSchema);
  const { hasRemove, onRemoveItem, disabled, readonly } = buttonsProps;
  return (
    <fieldset className="field-array-item">
      {typeof options.itemTitle === 'string' && <legend>{t(options.itemTitle, { index })}</legend>}
      {children}
      {hasRemove && typeof options.removeText === 'string' && (
        <button
          type="button"
          className="button button-text field-array-remove"
          onClick={onRemoveItem}
          disabled={disabled || readonly}
        >
          {t(options.removeText, { index })}
        </button>
      )}
    </fieldset>
  );
}
