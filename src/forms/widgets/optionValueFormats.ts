// How a widget names its options in the HTML, where it differs from RJSF's default (the option's index, or the
// uiSchema's optionValueFormat): by their value where it reorders or filters them, so a choice read back from a
// prerendered form (src/forms/values/enteredValues.ts) names the option the visitor saw.
import type { OptionValueFormat } from '@rjsf/utils';

export const WIDGET_OPTION_VALUE_FORMATS: Readonly<Record<string, OptionValueFormat>> = { offeredSelect: 'realValue' };
