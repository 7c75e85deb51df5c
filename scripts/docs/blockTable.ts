// The list of block types (docs/configuration.md), from schema/config/screen.schema.json, where they are defined.

interface BlockDef {
  description?: string;
  required?: string[];
  properties: Record<string, { const?: string; description?: string }>;
}

const escape = (text: string) => text.replace(/\|/g, '\\|');

export function renderBlockTable(screenSchema: { $defs: Record<string, unknown> }): string {
  const defs = screenSchema.$defs as Record<string, BlockDef>;
  const refs = (defs.block as unknown as { oneOf: { $ref: string }[] }).oneOf.map((r) => r.$ref.split('/').pop()!);
  const rows = refs.map((name) => {
    const def = defs[name]!;
    const fields = Object.keys(def.properties)
      .filter((field) => field !== 'type')
      .map((field) => (def.required?.includes(field) ? `\`${field}\`` : `\`${field}\`?`));
    return `| \`${def.properties.type!.const}\` | ${escape(def.description ?? '')} | ${fields.join(', ')} |`;
  });
  return [
    'Generated from `schema/config/screen.schema.json` by `npm run docs`; do not edit by hand.',
    '',
    '| type | what it shows | properties (? optional) |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}
