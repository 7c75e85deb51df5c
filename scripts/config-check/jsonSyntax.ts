// A file that is not JSON becomes one problem with its line and column, not a stack trace: jsonc-parser finds the
// first error and its offset (strict JSON: no comments, no trailing commas); the words are ours.
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { ConfigProblem } from './problem.ts';
import type { Json } from './json.ts';

type ErrorName = ReturnType<typeof printParseErrorCode>;

const REASONS: Partial<Record<ErrorName, string>> = {
  CommaExpected: 'a comma is missing before this',
  ColonExpected: 'a colon is missing after the property name',
  CloseBraceExpected: 'a "}" is missing to close the object',
  CloseBracketExpected: 'a "]" is missing to close the list',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  EndOfFileExpected: 'unexpected text after the end of the document',
  InvalidCommentToken: 'JSON has no comments',
  UnexpectedEndOfComment: 'JSON has no comments',
  UnexpectedEndOfString: 'a string is not closed',
  InvalidEscapeCharacter: 'not a valid escape in a string',
  InvalidUnicode: 'not a valid \\u escape in a string',
  InvalidNumberFormat: 'not a valid number',
  UnexpectedEndOfNumber: 'not a valid number',
};

/** What is wrong at the error, and where it starts (a misspelt word is shown whole). */
function explain(text: string, { error, offset, length }: ParseError): [start: number, reason: string] {
  const found = text[offset];
  if ((found === '}' || found === ']') && text.slice(0, offset).trimEnd().endsWith(','))
    return [offset, `remove the comma before "${found}"`];
  const name = printParseErrorCode(error);
  const reason = REASONS[name];
  if (reason) return [offset, reason];
  return [offset, `unexpected ${JSON.stringify(text.slice(offset, offset + Math.max(length, 1)))}`];
}

/** The problem of `text`, which JSON.parse refused with `message`. */
export function syntaxProblem(file: string, text: string, message: string): ConfigProblem {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = errors;
  // A missing "}" is reported on the last line of content, not after the final newline.
  const [start, reason] = first
    ? explain(text, { ...first, offset: Math.min(first.offset, text.trimEnd().length) })
    : [0, message.split('"')[0]!.trim()]; // what only V8 refuses (none known): its own words, without the source
  const lines = text.slice(0, start).split('\n');
  return {
    file,
    pointer: '',
    line: lines.length,
    column: lines.at(-1)!.length + 1,
    message: `not valid JSON: ${reason}.`,
  };
}

export function parseJson(file: string, text: string): { json: Json } | { problem: ConfigProblem } {
  try {
    return { json: JSON.parse(text) as Json };
  } catch (error) {
    return { problem: syntaxProblem(file, text, (error as Error).message) };
  }
}
