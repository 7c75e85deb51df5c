// A file that is not JSON becomes one problem with its line and column, not a stack trace.
import type { ConfigProblem } from './problem.ts';
import type { Json } from './json.ts';

/** JSON.parse's message up to where V8 starts quoting the source (which may contain anything). */
const ownWords = (message: string) => message.split('"')[0]!;

/** The place the message names: "at position N" (Node 20), or "line L column C" (Node 22 adds it). */
function namedOffset(message: string, text: string): number | undefined {
  const words = ownWords(message);
  const at = /at position (\d+)/.exec(words);
  if (at) return Number(at[1]);
  const lineColumn = /line (\d+) column (\d+)/.exec(words);
  if (!lineColumn) return undefined;
  const before = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
  return before.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
}

/** Whether `text` could start a JSON document: it parses, or fails only because it ends. */
function isJsonStart(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch (error) {
    const message = (error as Error).message;
    return /end of JSON input/.test(message) || namedOffset(message, text) === text.length;
  }
}

/** For messages that name no place ("Unexpected token …"): the length of the longest valid start. */
function longestValidStart(text: string): number {
  let [valid, invalid] = [0, text.length + 1];
  while (invalid - valid > 1) {
    const middle = (valid + invalid) >> 1;
    if (isJsonStart(text.slice(0, middle))) valid = middle;
    else invalid = middle;
  }
  return valid;
}

/** What is wrong at `offset`, and where it starts (a misspelt word is shown whole, from its start). */
function explain(message: string, text: string, offset: number): [start: number, reason: string] {
  const found = [...text.slice(offset, offset + 2)][0];
  if ((found === '}' || found === ']') && text.slice(0, offset).trimEnd().endsWith(','))
    return [offset, `remove the comma before "${found}"`];
  if (message.startsWith('Unexpected token') && found !== undefined) {
    const before = /[\w.+-]*$/.exec(text.slice(0, offset))![0];
    const word = before + /^[\w.+-]*/.exec(text.slice(offset))![0];
    return [offset - before.length, `unexpected ${JSON.stringify(word || found)}`];
  }
  const words = ownWords(message)
    .replace(/\s+(in JSON\s+)?(at position \d+|\(?line \d+ column \d+)[\s\S]*$/, '')
    .replace(/[\s,]+$/, '')
    .replace(/\s+/g, ' ');
  return [offset, words.replace(/^./, (c) => c.toLowerCase())];
}

/** The problem for JSON.parse's `message` about `text`. */
export function syntaxProblem(file: string, text: string, message: string): ConfigProblem {
  // A missing "}" is reported on the last line of content, not after the final newline.
  const offset = Math.min(namedOffset(message, text) ?? longestValidStart(text), text.trimEnd().length);
  const [start, reason] = explain(message, text, offset);
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
