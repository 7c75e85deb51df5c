// A form's draft.omit names fields of that form: a misspelt name would keep (and refill) what must be typed again.
import { formFields } from './configParts.ts';
import type { ConfigProblem } from './problem.ts';
import { isRecord, type Json } from './json.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

export function checkFormDrafts(config: Record<string, Json>): ConfigProblem[] {
  return Object.entries(config)
    .filter(([file]) => file.startsWith('config/forms/'))
    .flatMap(([file, form]) => {
      if (!isRecord(form) || !isRecord(form.draft) || !Array.isArray(form.draft.omit)) return [];
      const fields = formFields(form) ?? [];
      return form.draft.omit.flatMap((field, i) =>
        typeof field === 'string' && !fields.includes(field)
          ? [
              {
                file,
                pointer: pointer('draft', 'omit', i),
                message: `"${field}" is not a field of this form; its fields are ${fields.join(', ')}.`,
              },
            ]
          : [],
      );
    });
}
