export interface ConfigProblem {
  file: string;
  /** JSON pointer into the file, '' for the whole file */
  pointer: string;
  message: string;
  /** Where in the text, for a file that is not JSON (so it has no pointers) */
  line?: number;
  column?: number;
}

const placeOf = (p: ConfigProblem) =>
  p.line === undefined ? p.pointer || '/' : `line ${p.line}${p.column === undefined ? '' : `, column ${p.column}`}`;

export const formatProblem = (p: ConfigProblem) => `${p.file} ${placeOf(p)}: ${p.message}`;
