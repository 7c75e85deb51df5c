// The gallery: config problems on top, the filters, then one card per entry that passes them.
import { useMemo } from 'react';
import type { GalleryEntry, SurfaceState } from '../entries/dimensions.ts';
import { ConfigProblems } from './ConfigProblems.tsx';
import { EntryCard } from './EntryCard.tsx';
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
  const missing = useMemo(() => missingKeysByLanguage(state.problems), [state.problems]);
  return (
    <div data-version={version}>
      <ConfigProblems problems={state.problems} stale={state.stale} />
      <GalleryFilters filters={filters} languages={state.languages} shown={shown.length} onChange={setFilters} />
      <div className="ds-entries">
        {shown.map((entry) => (
          <EntryCard
            key={`${entry.id}|${entry.language}`}
            entry={entry}
            screen={filters.screen}
            missing={missingIn(entry, missing)}
          />
        ))}
      </div>
    </div>
  );
}
