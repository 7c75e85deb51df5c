// The README's list of block types, generated from schema/config/screen.schema.json (the one place they are defined).
import { readFileSync, writeFileSync } from 'node:fs';
import { formatMarkdown, replaceMarkedSection } from './markedSection.ts';

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
    'Generated from `schema/config/screen.schema.json` by `npm run readme:blocks`; do not edit by hand.',
    '',
    '| type | what it shows | properties (? optional) |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export async function readmeWithBlocks(readme: string, screenSchema: { $defs: Record<string, unknown> }) {
  const replaced = replaceMarkedSection(readme, 'blocks', renderBlockTable(screenSchema));
  return replaced === null ? null : formatMarkdown(replaced, 'README.md');
}

if (process.argv[1]?.endsWith('blockTable.ts')) {
  const schema = JSON.parse(readFileSync('schema/config/screen.schema.json', 'utf8'));
  const readme = await readmeWithBlocks(readFileSync('README.md', 'utf8'), schema);
  if (readme === null) throw new Error('README.md has no <!-- blocks:start --> … <!-- blocks:end --> section.');
  writeFileSync('README.md', readme);
  console.log('readme:blocks: README.md block table written');
}
