import type { TemplatesType } from '@rjsf/utils';
import { FieldErrorTemplate } from './FieldErrorTemplate.tsx';
import { FieldTemplate } from './FieldTemplate.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { TrimmingInputTemplate } from './TrimmingInputTemplate.tsx';

/** Our templates in place of RJSF's defaults: every form renders through the design system. */
export const templates: Partial<TemplatesType> = {
  BaseInputTemplate: TrimmingInputTemplate,
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};
