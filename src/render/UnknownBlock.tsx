/**
 * What a screen shows for a block type the registry does not know. check:config rejects such screens, so only a
 * developer meets it: in development it says in words which type is unknown and where a type is added (as JSON Forms'
 * UnknownRenderer does); a production build keeps the marked, empty place.
 */
export function UnknownBlock({ type, known }: { type: string; known: readonly string[] }) {
  return (
    <div className="unknown-block" data-unknown-block={type} role={import.meta.env.DEV ? 'alert' : undefined}>
      {import.meta.env.DEV &&
        `Unknown block type "${type}" (known: ${known.join(', ')}). A block type is a component in src/blocks/blockRegistry.ts and a $defs entry in schema/config/screen.schema.json.`}
    </div>
  );
}
