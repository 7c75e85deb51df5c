// Defaults and rules of config/variants.json name variants the file defines; a schema cannot compare a value with
// keys elsewhere in the file, and a misspelt name would otherwise only surface in the browser.
import type { ConfigProblem } from './problem.ts';
import { isRecord, type Json } from './json.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

const file = 'config/variants.json';

/** Names a list defines: the keys of an object, the entries of an array. */
const namesIn = (list: Json) => (Array.isArray(list) ? list.map(String) : isRecord(list) ? Object.keys(list) : []);

/** The copy variants config/variants.json defines, for screens that name one; undefined when it cannot be read. */
export const copyVariantNames = (variants: Json): string[] | undefined =>
  isRecord(variants) ? namesIn(variants.copyVariants) : undefined;

export function checkVariantNames(variants: Json): ConfigProblem[] {
  if (!isRecord(variants)) return [];
  // choice property → [what it is called, the names defined]
  const kinds: Record<string, [string, string[]]> = {
    copyVariant: ['copy variant', namesIn(variants.copyVariants)],
    welcomeVoucher: ['welcome voucher', namesIn(variants.welcomeVouchers)],
    registrationLayout: ['registration layout', namesIn(variants.registrationLayouts)],
    registrationFlow: ['registration flow', namesIn(variants.registrationFlows)],
  };
  const problems: ConfigProblem[] = [];
  const check = (place: string, kind: string, name: Json) => {
    const [what, known] = kinds[kind]!;
    if (typeof name !== 'string' || known.includes(name)) return; // not a string: the schema says so
    problems.push({
      file,
      pointer: place,
      message: `"${name}" is not a ${what} of ${file}; known: ${known.join(', ')}.`,
    });
  };
  const checkChoice = (at: string, choice: Json) => {
    if (isRecord(choice)) for (const kind of Object.keys(kinds)) check(at + pointer(kind), kind, choice[kind]);
  };

  checkChoice(pointer('defaults'), variants.defaults);
  (Array.isArray(variants.rules) ? variants.rules : []).forEach((rule: Json, i) => {
    if (!isRecord(rule)) return;
    if (isRecord(rule.when)) check(pointer('rules', i, 'when', 'flow'), 'registrationFlow', rule.when.flow);
    checkChoice(pointer('rules', i, 'set'), rule.set);
  });
  return problems;
}
