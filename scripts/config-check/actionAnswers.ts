// Each action of config/outcomes.json names fields of its form (field, clear) and values its answers carry (query,
// params, urlFrom), and falls back to one of its own answers; the schema sees one file at a time, so these are
// checked here, against what the code says of the action (src/actions/actionManifest.ts).
import type { ActionFacts } from './actionManifest.ts';
import { actionTables, formFields } from './configParts.ts';
import type { ConfigProblem } from './problem.ts';
import { isRecord, type Json } from './json.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

const file = 'config/outcomes.json';

const strings = (value: Json): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/** The values an answer rule names, by pointer. */
function valuesNamed(rule: Record<string, Json>, at: string): [string, string][] {
  const params = isRecord(rule.params) ? Object.entries(rule.params) : [];
  return [
    ...strings(rule.query).map((name, i): [string, string] => [at + pointer('query', i), name]),
    ...params.flatMap(([param, name]): [string, string][] =>
      typeof name === 'string' ? [[at + pointer('params', param), name]] : [],
    ),
    ...(typeof rule.urlFrom === 'string' ? [[at + pointer('urlFrom'), rule.urlFrom] as [string, string]] : []),
  ];
}

function checkAction(name: string, table: Json, config: Record<string, Json>, facts: ActionFacts): ConfigProblem[] {
  if (!isRecord(table)) return [];
  const problems: ConfigProblem[] = [];
  const answers = isRecord(table.answers) ? table.answers : {};
  const { otherwise } = table;
  if (typeof otherwise === 'string' && !Object.hasOwn(answers, otherwise)) {
    const known = Object.keys(answers).join(', ') || 'none';
    problems.push({
      file,
      pointer: pointer('actions', name, 'otherwise'),
      message: `"${otherwise}" is not an answer of the action "${name}"; its answers are ${known}.`,
    });
  }
  const action = facts.actions[name];
  if (!action) return problems; // not an action: actionTables.ts says so
  const formFile = `config/forms/${action.form}.json`;
  const fields = formFields(config[formFile]);
  const notA = (place: string, field: Json): ConfigProblem[] =>
    !fields || typeof field !== 'string' || fields.includes(field)
      ? []
      : [
          {
            file,
            pointer: place,
            message: `"${field}" is not a field of the form "${action.form}" (${formFile}); its fields are ${fields.join(', ')}.`,
          },
        ];
  for (const [answer, rule] of Object.entries(answers)) {
    if (!isRecord(rule)) continue;
    const at = pointer('actions', name, 'answers', answer);
    problems.push(...notA(at + pointer('field'), rule.field));
    strings(rule.clear).forEach((field, i) => problems.push(...notA(at + pointer('clear', i), field)));
    for (const [place, value] of valuesNamed(rule, at)) {
      if (action.values.includes(value)) continue;
      const known = action.values.join(', ') || 'none';
      problems.push({
        file,
        pointer: place,
        message: `"${value}" is not a value the action "${name}" answers with (src/actions/actionManifest.ts); its values are ${known}.`,
      });
    }
  }
  return problems;
}

export function checkActionAnswers(config: Record<string, Json>, facts: ActionFacts): ConfigProblem[] {
  return Object.entries(actionTables(config) ?? {}).flatMap(([name, table]) => checkAction(name, table, config, facts));
}
