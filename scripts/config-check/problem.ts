export interface ConfigProblem {
  file: string;
  /** JSON pointer into the file, '' for the whole file */
  pointer: string;
  message: string;
}

export const formatProblem = (p: ConfigProblem) => `${p.file} ${p.pointer || '/'}: ${p.message}`;
