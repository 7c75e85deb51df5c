// A preview frame in edit mode: its marked texts are outlined and listed (again whenever the page changes, e.g. once its
// data arrives), and a click picks the text under it instead of following a link or sending a form.
import { useEffect, useRef, type RefObject } from 'react';
import { keyAt, markedTexts, type MarkedText } from './textMarks.ts';
import { watchFrame } from './watchFrame.ts';

export interface TextOnPage {
  key: string;
  text: string;
}

const OUTLINES = `
  [data-ds-key] { outline: 1px dashed rgb(176 0 109 / 0.6); outline-offset: 1px; cursor: pointer; }
  [data-ds-key]:hover { outline: 2px solid rgb(176 0 109); }
`;

export function useMarkedFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  active: boolean,
  onTexts: (texts: TextOnPage[]) => void,
  onPick: (key: string) => void,
) {
  // The latest callbacks, without attaching the frame's listeners anew when the parent renders.
  const callbacks = useRef({ onTexts, onPick });
  useEffect(() => void (callbacks.current = { onTexts, onPick }));

  useEffect(() => {
    const element = frame.current;
    if (!element || !active) return;
    let texts: MarkedText[] = [];
    const scan = (doc: Document) => {
      texts = markedTexts(doc);
      for (const { key, element } of texts) element.setAttribute('data-ds-key', key);
      callbacks.current.onTexts(texts.map(({ key, text }) => ({ key, text })));
    };
    const pick = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const target = event.target as Node;
      const key = target.nodeType === Node.ELEMENT_NODE ? keyAt(target as Element, texts) : undefined;
      if (key) callbacks.current.onPick(key);
    };
    return watchFrame(element, scan, (doc) => {
      doc.head.append(Object.assign(doc.createElement('style'), { textContent: OUTLINES }));
      doc.addEventListener('click', pick, true);
      return () => doc.removeEventListener('click', pick, true);
    });
  }, [frame, active]);
}
