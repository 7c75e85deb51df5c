// RJSF shows a description, help or an error as Markdown only where a uiSchema asks for it
// (`enableMarkdownInDescription`, …), and no form of config/forms/ does. Its parser (markdown-to-jsx, 87 kB, a third
// of the form code) loads when one does: scripts/vite/lazyMarkdownPlugin.ts gives RJSF this module in its place.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as Parsed } from 'markdown-to-jsx/react';

const ParsedMarkdown = lazy(() => import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })));

/** markdown-to-jsx's Markdown, loaded on first use; the text itself shows meanwhile. */
export function Markdown(props: ComponentProps<typeof Parsed>) {
  return (
    <Suspense fallback={props.children}>
      <ParsedMarkdown {...props} />
    </Suspense>
  );
}
