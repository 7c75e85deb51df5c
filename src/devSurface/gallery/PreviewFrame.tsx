// One live preview: the real page in a same-origin frame at a phone's or a desktop's width, drawn smaller with a
// CSS transform. It loads when it comes near the screen, and measures overflowing text once the page has settled; it
// takes no focus from the gallery (frameFocus.ts). In edit mode the page carries its texts' keys (?i18nMarks), listed
// to the card and picked by a click.
import { useEffect, useRef, useState } from 'react';
import { focusOnlyFromWithin } from '../edit/texts/frameFocus.ts';
import { withMarks } from '../edit/texts/textMarks.ts';
import { useMarkedFrame, type TextOnPage } from '../edit/texts/useMarkedFrame.ts';
import { overflowingTexts } from './overflow.ts';
import { SCREENS, type ScreenName } from './screens.ts';

const SETTLE_MS = 2500; // the app's data and texts arrive after the load event

interface Props {
  url: string;
  screen: ScreenName;
  title: string;
  onOverflow: (screen: ScreenName, texts: string[]) => void;
  /** Edit mode: what to do with the page's texts and with a text picked in it. */
  marks?: { onTexts: (screen: ScreenName, texts: TextOnPage[]) => void; onPick: (key: string) => void };
}

const ignore = () => {};

export function PreviewFrame({ url, screen, title, onOverflow, marks }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);
  const { width, height, scale } = SCREENS[screen];
  const onTexts = marks?.onTexts;
  useMarkedFrame(frame, near && !!marks, (texts) => onTexts?.(screen, texts), marks?.onPick ?? ignore);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && setNear(true), {
      rootMargin: '300px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loaded = () => {
      if (element.contentDocument) focusOnlyFromWithin(element, element.contentDocument);
      clearTimeout(timer);
      timer = setTimeout(() => onOverflow(screen, overflowingTexts(element)), SETTLE_MS);
    };
    element.addEventListener('load', loaded);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('load', loaded);
    };
  }, [near, screen, onOverflow]);

  return (
    <figure className={`ds-preview ds-preview-${screen}`}>
      <div ref={box} className="ds-frame-box" style={{ width: width * scale, height: height * scale }}>
        {near && (
          <iframe
            ref={frame}
            src={marks ? withMarks(url) : url}
            title={title}
            loading="lazy"
            width={width}
            height={height}
            style={{ transform: `scale(${scale})` }}
          />
        )}
      </div>
      <figcaption>
        {screen} · {width} px
      </figcaption>
    </figure>
  );
}
