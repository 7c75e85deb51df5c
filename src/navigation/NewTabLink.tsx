import type { ReactNode } from 'react';

/** The page's one "opens in a new tab" text (rendered by the page frame), described by every such link. */
export const NEW_TAB_HINT_ID = 'new-tab-hint';

/**
 * A link that opens beside the page (the visitor's form stays as it is). Screen readers hear so as the
 * link's description, which keeps it out of the name of a label the link sits in.
 */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" aria-describedby={NEW_TAB_HINT_ID}>
      {children}
    </a>
  );
}
