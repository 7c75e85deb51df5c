// Generated sections of a docs page sit between `<!-- name:start -->` and `<!-- name:end -->`; the rest is hand-written.
import { format, resolveConfig } from 'prettier';

export const sectionMarkers = (name: string) => ({ start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` });

/** The document with the named section's content replaced; null when it has no such markers. */
export function replaceMarkedSection(document: string, name: string, content: string): string | null {
  const { start, end } = sectionMarkers(name);
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) return null;
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}

/** Formatted by Prettier as the format check wants. */
export async function formatMarkdown(markdown: string, file: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(markdown, { ...options, parser: 'markdown' });
}
