// Every state the gallery shows, in every language of config/app.json: computed from config and the catalogue on
// each call, so an edit shows without a change here (the dev server calls it again after each edit).
import { languages as allLanguages } from '../../shared/languages.ts';
import { experimentStates } from './experimentEntries.ts';
import { entryOf, type GalleryEntry, type GalleryState } from './galleryEntry.ts';
import { popupStates } from './popupEntries.ts';
import { routeStates } from './routeEntries.ts';
import { scenarioStates } from './scenarioEntries.ts';
import { variantStates } from './variantEntries.ts';

export const galleryStates = (): GalleryState[] => [
  ...routeStates(),
  ...variantStates(),
  ...experimentStates(),
  ...scenarioStates(),
  ...popupStates(),
];

export const galleryEntries = (languages: readonly string[] = allLanguages): GalleryEntry[] =>
  galleryStates().flatMap((state) => languages.map((language) => entryOf(state, language)));
