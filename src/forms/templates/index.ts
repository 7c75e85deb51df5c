import type { TemplatesType } from '@rjsf/utils';
import { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate.tsx';
import { ArrayFieldTemplate } from './ArrayFieldTemplate.tsx';
import { FieldErrorTemplate } from './FieldErrorTemplate.tsx';
import { FieldTemplate } from './FieldTemplate.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { TrimmingInputTemplate } from './TrimmingInputTemplate.tsx';

/** Our templates in place of RJSF's defaults: every form renders through the design system. */
export const templates: Partial<TemplatesType> = {
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate: TrimmingInputTemplate,
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};
