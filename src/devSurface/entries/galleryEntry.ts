// One state of a page the gallery previews, and the same state in one language (an entry). A state names where it
// comes from (a config file and JSON pointer) and how the real page reaches it: an address, and for a server case
// the mock's reproduce link (GET /mock/reproduce, a one-shot scenario cookie: mock-server/README.md).
import { appConfig } from '../../config/appConfig.ts';
import type { GalleryEntry, GalleryState } from './dimensions.ts';

export * from './dimensions.ts';

/** A page of the app in a language; every language is prefixed, so no language redirect applies in a frame. */
export const pageUrl = (language: string, path: string) => `${appConfig.basePath}/${language}${path}`;

/** The mock's link that sets a scenario up for this browser, then opens the page. */
export const reproduceUrl = (scenario: string, to: string) =>
  `/mock/reproduce?scenario=${encodeURIComponent(scenario)}&to=${encodeURIComponent(to)}`;

export function entryOf(state: GalleryState, language: string): GalleryEntry {
  const page = pageUrl(language, state.path);
  const url = state.scenario ? reproduceUrl(state.scenario, page) : page;
  // A case shown only after the visitor acts is previewed without its one-shot cookie: frames load by themselves.
  return { ...state, language, url, previewUrl: state.afterAction ? page : url };
}
