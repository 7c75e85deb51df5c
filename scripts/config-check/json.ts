/** A parsed JSON value, as the checks read it (they look before they read: the schema may reject a file). */
export type Json = unknown;

/** A JSON object. */
export const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
