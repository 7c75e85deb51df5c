// One live preview: the real page in a same-origin frame at a phone's or a desktop's width, drawn smaller with a
// CSS transform. It loads when it comes near the screen, and measures overflowing text once the page has settled.
import { useEffect, useRef, useState } from 'react';
import { overflowingTexts } from './overflow.ts';
import { SCREENS, type ScreenName } from './screens.ts';

const SETTLE_MS = 2500; // the app's data and texts arrive after the load event

interface Props {
  url: string;
  screen: ScreenName;
  title: string;
  onOverflow: (screen: ScreenName, texts: string[]) => void;
}

export function PreviewFrame({ url, screen, title, onOverflow }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);
  const { width, height, scale } = SCREENS[screen];

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
    const measure = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onOverflow(screen, overflowingTexts(element)), SETTLE_MS);
    };
    element.addEventListener('load', measure);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('load', measure);
    };
  }, [near, screen, onOverflow]);

  return (
    <figure className={`ds-preview ds-preview-${screen}`}>
      <div ref={box} className="ds-frame-box" style={{ width: width * scale, height: height * scale }}>
        {near && (
          <iframe
            ref={frame}
            src={url}
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
