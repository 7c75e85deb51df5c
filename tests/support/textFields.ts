// The forms of config/forms/ and their text fields: the top-level strings a visitor types (not a list of values to
// choose from), each with the length limit schema/config/form.schema.json requires of it.
import { readdirSync, readFileSync } from 'node:fs';
import type { FormConfig } from '../../src/config/__generated__/form.ts';

export interface TextField {
  name: string;
  maxLength: number;
}

interface FieldSchema {
  type?: string;
  enum?: unknown;
  const?: unknown;
  oneOf?: unknown;
  maxLength?: number;
}

/** Every form of config/forms/, by name. */
export const forms: Record<string, FormConfig> = Object.fromEntries(
  readdirSync('config/forms')
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(`config/forms/${file}`, 'utf8'))]),
);

export function textFields(form: FormConfig): TextField[] {
  const properties = (form.schema as { properties: Record<string, FieldSchema> }).properties;
  return Object.entries(properties).flatMap(([name, field]) =>
    field.type === 'string' && field.enum === undefined && field.const === undefined && field.oneOf === undefined
      ? [{ name, maxLength: field.maxLength! }]
      : [],
  );
}
