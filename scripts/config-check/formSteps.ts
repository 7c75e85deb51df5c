// A form asked in steps: each step names fields of the form, each field is asked in exactly one step (a field in none
// would never show, one in two would show twice), every step but the last says what its button reads, and the flows
// it applies in are flows config/variants.json knows. The schema sees one file at a time.
import { formFields } from './configParts.ts';
import { isRecord, type Json } from './json.ts';
import type { ConfigProblem } from './problem.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

const strings = (value: Json): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

function checkSteps(file: string, form: Json, flows: readonly string[] | undefined): ConfigProblem[] {
  if (!isRecord(form) || !isRecord(form.steps) || !Array.isArray(form.steps.list)) return [];
  const fields = formFields(form) ?? [];
  const problems: ConfigProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  strings(form.steps.flows).forEach((flow, i) => {
    if (flows && !flows.includes(flow))
      add(
        pointer('steps', 'flows', i),
        `"${flow}" is not a registration flow of config/variants.json; known: ${flows.join(', ')}.`,
      );
  });
  const askedIn = new Map<string, number>();
  const { list } = form.steps;
  list.forEach((step, s) => {
    if (!isRecord(step)) return;
    if (s < list.length - 1 && typeof step.continueText !== 'string')
      add(
        pointer('steps', 'list', s),
        'A step before the last needs a continueText: the button that shows the next step.',
      );
    strings(step.fields).forEach((field, i) => {
      const at = pointer('steps', 'list', s, 'fields', i);
      if (!fields.includes(field))
        add(at, `"${field}" is not a field of this form; its fields are ${fields.join(', ')}.`);
      else if (askedIn.has(field)) add(at, `"${field}" is asked in step ${askedIn.get(field)! + 1} already.`);
      else askedIn.set(field, s);
    });
  });
  const missing = fields.filter((field) => !askedIn.has(field));
  if (missing.length > 0) add('/steps/list', `No step asks for ${missing.join(', ')}: every field needs one step.`);
  return problems;
}

export function checkFormSteps(config: Record<string, Json>): ConfigProblem[] {
  const variants = config['config/variants.json'];
  const flows =
    isRecord(variants) && Array.isArray(variants.registrationFlows) ? strings(variants.registrationFlows) : undefined;
  return Object.entries(config)
    .filter(([file]) => file.startsWith('config/forms/'))
    .flatMap(([file, form]) => checkSteps(file, form, flows));
}
