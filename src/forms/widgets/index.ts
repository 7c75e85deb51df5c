import type { RegistryWidgetsType } from '@rjsf/utils';
import { CheckboxesWidget } from './CheckboxesWidget.tsx';
import { CheckboxWidget } from './CheckboxWidget.tsx';
import { LegalConsentWidget } from './LegalConsentWidget.tsx';
import { NamedSelectWidget } from './NamedSelectWidget.tsx';
import { OfferedSelectWidget } from './OfferedSelectWidget.tsx';
import { RadioWidget } from './RadioWidget.tsx';
import { SelectWidget } from './SelectWidget.tsx';
import { SuggestedTextWidget } from './SuggestedTextWidget.tsx';

/**
 * RJSF's radio, checkbox(es) and select replaced by the design's, beside our own widgets; the form schema's
 * `ui:widget` enum names the same set.
 */
export const widgets: RegistryWidgetsType = {
  RadioWidget,
  CheckboxWidget,
  CheckboxesWidget,
  SelectWidget,
  offeredSelect: OfferedSelectWidget,
  legalConsent: LegalConsentWidget,
  namedSelect: NamedSelectWidget,
  suggestedText: SuggestedTextWidget,
};
