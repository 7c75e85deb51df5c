import type { RegistryWidgetsType } from '@rjsf/utils';
import { LegalConsentWidget } from './LegalConsentWidget.tsx';
import { OfferedSelectWidget } from './OfferedSelectWidget.tsx';

/** Our widgets beside RJSF's own; the form schema's `ui:widget` enum names the same set. */
export const widgets: RegistryWidgetsType = { offeredSelect: OfferedSelectWidget, legalConsent: LegalConsentWidget };
