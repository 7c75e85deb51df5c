// One entry: what it is and where it comes from, its marks (a missing translation, overflowing text), the link to the
// real page in that state and its previews; in edit mode, the texts its previews show, to pick one.
import { useCallback, useMemo, useState } from 'react';
import { TextsOnPage } from '../edit/texts/TextsOnPage.tsx';
import type { TextOnPage } from '../edit/texts/useMarkedFrame.ts';
import type { GalleryEntry } from '../entries/dimensions.ts';
import { EntryIdentity } from './EntryIdentity.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import type { ScreenName } from './screens.ts';
import type { Screen } from './useGalleryFilters.ts';

interface Props {
  entry: GalleryEntry;
  screen: Screen;
  missing: string[];
  /** Edit mode: a text of this entry's page picked, in the entry's language. */
  onPick?: (key: string, language: string) => void;
}

export function EntryCard({ entry, screen, missing, onPick }: Props) {
  const [overflow, setOverflow] = useState<Partial<Record<ScreenName, string[]>>>({});
  const onOverflow = useCallback((at: ScreenName, texts: string[]) => setOverflow((o) => ({ ...o, [at]: texts })), []);
  const [texts, setTexts] = useState<Partial<Record<ScreenName, TextOnPage[]>>>({});
  const marks = useMemo(
    () =>
      onPick && {
        onTexts: (at: ScreenName, found: TextOnPage[]) => setTexts((t) => ({ ...t, [at]: found })),
        onPick: (key: string) => onPick(key, entry.language),
      },
    [onPick, entry.language],
  );
  const screens = (['phone', 'desktop'] as const).filter((s) => screen === 'both' || screen === s);
  const overflowing = screens.flatMap((s) => (overflow[s]?.length ? [`${s}: ${overflow[s]!.join('; ')}`] : []));
  const headingId = `entry-${entry.id}-${entry.language}`.replace(/[^\w-]/g, '_');
  return (
    <article className="ds-entry" aria-labelledby={headingId} data-entry={entry.id} data-language={entry.language}>
      <header className="ds-entry-head">
        <EntryIdentity entry={entry} headingId={headingId} />
        {missing.length > 0 && (
          <p className="ds-mark ds-mark-missing" data-mark="missing">
            Missing in {entry.language}: {missing.join(', ')}
          </p>
        )}
        {marks && (
          <TextsOnPage
            texts={[...new Map(screens.flatMap((s) => texts[s] ?? []).map((t) => [t.key, t])).values()]}
            language={entry.language}
            previewed={screens.length > 0}
            onPick={marks.onPick}
          />
        )}
        {overflowing.length > 0 && (
          <p className="ds-mark ds-mark-overflow" data-mark="overflow">
            Text overflows: {overflowing.join(' · ')}
          </p>
        )}
      </header>
      <div className="ds-previews">
        {screens.map((s) => (
          <PreviewFrame
            key={`${s}-${entry.previewUrl}`}
            url={entry.previewUrl}
            screen={s}
            title={`${entry.title} (${entry.language}, ${s})`}
            onOverflow={onOverflow}
            marks={marks}
          />
        ))}
      </div>
    </article>
  );
}
