// The gallery: config problems on top, the changes made from it (with the dev server), the filters, then one card per
// entry that passes them; in edit mode a text picked in a card opens in the text editor.
import { useMemo } from 'react';
import { ChangeList } from '../edit/protocol/ChangeList.tsx';
import { useEditSession } from '../edit/protocol/useEditSession.ts';
import type { GalleryEntry, SurfaceState } from '../entries/dimensions.ts';
import { ConfigProblems } from './ConfigProblems.tsx';
import { EntryCard } from './EntryCard.tsx';
import { GalleryDialogs } from './GalleryDialogs.tsx';
import { GalleryFilters } from './GalleryFilters.tsx';
import { missingIn, missingKeysByLanguage } from './missingTranslations.ts';
import { useGalleryFilters, type GalleryFilters as Filters } from './useGalleryFilters.ts';

const matches = (entry: GalleryEntry, { lang, dimension, q }: Filters) => {
  if (lang !== 'all' && entry.language !== lang) return false;
  if (dimension !== 'all' && entry.dimension !== dimension) return false;
  const words = q.trim().toLowerCase();
  if (!words) return true;
  const haystack = [entry.title, entry.id, entry.url, entry.source.file, entry.source.pointer, ...entry.keys];
  return haystack.join(' ').toLowerCase().includes(words);
};

export function Gallery({ state, version }: { state: SurfaceState; version: number }) {
  const [filters, setFilters] = useGalleryFilters(state.languages[0] ?? 'en');
  const shown = useMemo(() => state.entries.filter((e) => matches(e, filters)), [state.entries, filters]);
  // The experiment dialog's pages in the gallery's language (its first when it shows them all).
  const language = filters.lang === 'all' ? (state.languages[0] ?? 'en') : filters.lang;
  const inLanguage = useMemo(() => state.entries.filter((e) => e.language === language), [state.entries, language]);
  const missing = useMemo(() => missingKeysByLanguage(state.problems), [state.problems]);
  // Edits need the dev server: a review build shows the gallery as it was built.
  const session = useEditSession(version, import.meta.env.DEV);
  const onPick = import.meta.env.DEV && filters.edit ? session.pick : undefined;
  return (
    <div data-version={version}>
      <ConfigProblems problems={state.problems} stale={state.stale} />
      {import.meta.env.DEV && (
        <ChangeList changes={session.changes} status={session.status} onUndo={session.undo} onOpen={session.open} />
      )}
      <GalleryFilters filters={filters} languages={state.languages} shown={shown.length} onChange={setFilters} />
      {onPick && (
        <p className="ds-note">
          Edit mode: pick a text in a preview (or under “Texts on this page”) to change it in every language. Links and
          buttons of the previews do nothing meanwhile.
        </p>
      )}
      <div className="ds-entries">
        {shown.map((entry) => (
          <EntryCard
            key={`${entry.id}|${entry.language}`}
            entry={entry}
            screen={filters.screen}
            missing={missingIn(entry, missing)}
            onPick={onPick}
          />
        ))}
      </div>
      <GalleryDialogs session={session} state={state} version={version} inLanguage={inLanguage} />
    </div>
  );
}
