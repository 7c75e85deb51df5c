// Parts of config files that several cross-file checks read; each looks before it reads (the schema may reject the file).
import { isRecord, type Json } from './json.ts';

/** config/outcomes.json's actions: action name → its table. */
export function actionTables(config: Record<string, Json>): Record<string, Json> | undefined {
  const outcomes = config['config/outcomes.json'];
  return isRecord(outcomes) && isRecord(outcomes.actions) ? outcomes.actions : undefined;
}

/** The field names of a form file's schema; undefined when it has no readable properties. */
export function formFields(form: Json): string[] | undefined {
  const properties = isRecord(form) && isRecord(form.schema) ? form.schema.properties : undefined;
  return isRecord(properties) ? Object.keys(properties) : undefined;
}
