// A form's uiSchema in the page's language, its submit button telling whether a submit is under way.
import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateUiSchema } from './translateUiSchema.ts';

export function useTranslatedUiSchema(uiSchema: UiSchema, submitting: boolean): UiSchema {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const ui = translateUiSchema(uiSchema, t);
    const options = ui['ui:submitButtonOptions'] as { submitText?: string; submittingText?: string } | undefined;
    const submitText = (submitting && options?.submittingText) || options?.submitText;
    return {
      ...ui,
      'ui:submitButtonOptions': { submitText, props: { disabled: submitting, 'aria-busy': submitting } },
    } as UiSchema;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- i18n.language: the texts change with the language
  }, [uiSchema, t, i18n.language, submitting]);
}
