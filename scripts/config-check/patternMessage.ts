// patternMessage: the sentence a schema gives for a value its `pattern` refuses (ajv would print the regular
// expression), e.g. a denied referrer host written as a URL. It only annotates: the pattern does the checking.
import type { Ajv2020, ErrorObject } from 'ajv/dist/2020.js';

export function addPatternMessageKeyword(ajv: Ajv2020) {
  ajv.addKeyword({ keyword: 'patternMessage', schemaType: 'string' });
}

/** '"https://x.example/" is not a host: …' for a pattern error whose schema has a patternMessage; else undefined. */
export function patternMessage(error: ErrorObject): string | undefined {
  const message = (error.parentSchema as { patternMessage?: unknown } | undefined)?.patternMessage;
  return typeof message === 'string' ? `"${String(error.data)}" ${message}` : undefined;
}
