// The rule the split generator composed, read from its page in a frame: the JSON it shows and the feature it names
// (data-feature, src/blocks/generatedSplit/GeneratedSplit.tsx). Read again whenever the page changes (the admin may
// compose anew); the last one is kept while the page shows none, e.g. reloaded after an edit of config.
import { useEffect, useState, type RefObject } from 'react';
import { watchFrame } from '../texts/watchFrame.ts';

export interface ComposedRule {
  rule: Record<string, unknown> & { key: string; variations: string[] };
  feature: string;
}

function composedIn(doc: Document): ComposedRule | undefined {
  const feature = doc.querySelector<HTMLElement>('[data-feature]')?.dataset.feature;
  const field = doc.querySelector<HTMLTextAreaElement>('.composed-experiment-rule');
  if (!feature || !field) return undefined;
  try {
    return { rule: JSON.parse(field.value) as ComposedRule['rule'], feature };
  } catch {
    return undefined; // the page's own JSON: never seen unparsable, but a half-rendered page is not a rule
  }
}

export function useComposedRule(frame: RefObject<HTMLIFrameElement | null>, open: boolean) {
  const [composed, setComposed] = useState<ComposedRule>();
  useEffect(() => {
    const element = frame.current;
    if (!element || !open) return;
    return watchFrame(element, (doc) => {
      const found = composedIn(doc);
      // The same rule read again is no news: the panel below keeps its state.
      if (found) setComposed((before) => (JSON.stringify(before) === JSON.stringify(found) ? before : found));
    });
  }, [frame, open]);
  return composed;
}
