// Which schema checks which config file: config/<name>.json ↔ <name>.schema.json, a folder ↔ its singular.
const folderSchemas: Record<string, string> = {
  screens: 'screen.schema.json',
  forms: 'form.schema.json',
};

export function schemaFor(file: string): string {
  const [, ...parts] = file.split('/');
  if (parts.length === 2) return folderSchemas[parts[0]!] ?? `${parts[0]}.schema.json`;
  return parts[0]!.replace(/\.json$/, '.schema.json');
}
