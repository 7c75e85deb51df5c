// The gallery's filters, kept in the address (?lang=&screen=&dimension=&q=, and &edit=texts in edit mode) so a
// filtered view can be shared and survives a reload. The first language of config/app.json is the default: one
// language keeps the page light.
import { useCallback, useState } from 'react';

export type Screen = 'both' | 'phone' | 'desktop' | 'none';

export interface GalleryFilters {
  lang: string;
  screen: Screen;
  dimension: string;
  q: string;
  /** Edit mode: texts are picked in the previews and edited (the dev server only). */
  edit: boolean;
}

const readFilters = (defaultLanguage: string): GalleryFilters => {
  const query = new URLSearchParams(location.search);
  const screen = query.get('screen');
  return {
    lang: query.get('lang') ?? defaultLanguage,
    screen: screen === 'phone' || screen === 'desktop' || screen === 'none' ? screen : 'both',
    dimension: query.get('dimension') ?? 'all',
    q: query.get('q') ?? '',
    edit: query.get('edit') === 'texts',
  };
};

const DEFAULTS: Omit<GalleryFilters, 'lang' | 'edit'> = { screen: 'both', dimension: 'all', q: '' };

export function useGalleryFilters(defaultLanguage: string) {
  const [filters, setFilters] = useState(() => readFilters(defaultLanguage));
  const update = useCallback(
    (change: Partial<GalleryFilters>) =>
      setFilters((current) => {
        const next = { ...current, ...change };
        const query = new URLSearchParams();
        if (next.lang !== defaultLanguage) query.set('lang', next.lang);
        for (const key of ['screen', 'dimension', 'q'] as const)
          if (next[key] !== DEFAULTS[key]) query.set(key, next[key]);
        if (next.edit) query.set('edit', 'texts');
        history.replaceState(null, '', `${location.pathname}${query.size ? `?${query}` : ''}`);
        return next;
      }),
    [defaultLanguage],
  );
  return [filters, update] as const;
}
