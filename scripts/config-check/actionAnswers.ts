// Each action of config/outcomes.json names fields of its form (field, clear) and falls back to one of its own answers;
// the schema sees one file at a time, so these are checked here.
import { actionTables, formFields } from './configParts.ts';
import type { ConfigProblem } from './problem.ts';
import { isRecord, type Json } from './tree.ts';

const file = 'config/outcomes.json';

function checkAction(name: string, action: Json, config: Record<string, Json>): ConfigProblem[] {
  if (!isRecord(action)) return [];
  const problems: ConfigProblem[] = [];
  const answers = isRecord(action.answers) ? action.answers : {};
  const { form, otherwise } = action;
  if (typeof otherwise === 'string' && !Object.hasOwn(answers, otherwise)) {
    const known = Object.keys(answers).join(', ') || 'none';
    problems.push({
      file,
      pointer: `/actions/${name}/otherwise`,
      message: `"${otherwise}" is not an answer of the action "${name}"; its answers are ${known}.`,
    });
  }
  const formFile = `config/forms/${String(form)}.json`;
  const fields = formFields(config[formFile]);
  // An unknown form is formRef's to report, a form without fields its schema's.
  if (typeof form !== 'string' || !fields) return problems;
  const notAField = (pointer: string, field: unknown): ConfigProblem[] =>
    typeof field !== 'string' || fields.includes(field)
      ? []
      : [
          {
            file,
            pointer,
            message: `"${field}" is not a field of the form "${form}" (${formFile}); its fields are ${fields.join(', ')}.`,
          },
        ];
  for (const [answer, outcome] of Object.entries(answers)) {
    if (!isRecord(outcome)) continue;
    const at = `/actions/${name}/answers/${answer}`;
    problems.push(...notAField(`${at}/field`, outcome.field));
    const cleared = Array.isArray(outcome.clear) ? outcome.clear : [];
    cleared.forEach((field, i) => problems.push(...notAField(`${at}/clear/${i}`, field)));
  }
  return problems;
}

export function checkActionAnswers(config: Record<string, Json>): ConfigProblem[] {
  return Object.entries(actionTables(config) ?? {}).flatMap(([name, action]) => checkAction(name, action, config));
}
