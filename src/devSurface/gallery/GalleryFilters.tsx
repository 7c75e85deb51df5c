// The gallery's filter bar: language, screen, dimension and a search over titles, addresses and sources; with the dev
// server, the switch to edit mode.
import { DIMENSIONS } from '../entries/dimensions.ts';
import type { GalleryFilters as Filters } from './useGalleryFilters.ts';

interface Props {
  filters: Filters;
  languages: string[];
  shown: number;
  onChange: (change: Partial<Filters>) => void;
}

export function GalleryFilters({ filters, languages, shown, onChange }: Props) {
  return (
    <form className="ds-filters" role="search" aria-label="Filter the gallery" onSubmit={(e) => e.preventDefault()}>
      <label>
        Language
        <select value={filters.lang} onChange={(e) => onChange({ lang: e.target.value })}>
          <option value="all">All languages</option>
          {languages.map((lang) => (
            <option key={lang} value={lang}>
              {lang}
            </option>
          ))}
        </select>
      </label>
      <label>
        Screen
        <select value={filters.screen} onChange={(e) => onChange({ screen: e.target.value as Filters['screen'] })}>
          <option value="both">Phone and desktop</option>
          <option value="phone">Phone (390 px)</option>
          <option value="desktop">Desktop (1280 px)</option>
          <option value="none">No previews (links only)</option>
        </select>
      </label>
      <label>
        Dimension
        <select value={filters.dimension} onChange={(e) => onChange({ dimension: e.target.value })}>
          <option value="all">All dimensions</option>
          {DIMENSIONS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <label className="ds-search">
        Search
        <input
          type="search"
          value={filters.q}
          placeholder="Title, address, config file or key"
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </label>
      {import.meta.env.DEV && (
        <label className="ds-toggle">
          <input type="checkbox" checked={filters.edit} onChange={(e) => onChange({ edit: e.target.checked })} />
          Edit texts
        </label>
      )}
      <p className="ds-count" aria-live="polite">
        {shown} {shown === 1 ? 'entry' : 'entries'}
      </p>
    </form>
  );
}
