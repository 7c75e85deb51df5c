// One state of a page the gallery previews, and the same state in one language (an entry). A state names where it
// comes from (a config file and JSON pointer) and how the real page reaches it: an address, and for a server case
// the mock's reproduce link (GET /mock/reproduce, a one-shot scenario cookie: mock-server/README.md).
import { appConfig } from '../../config/appConfig.ts';

export const DIMENSIONS = [
  'route',
  'copyVariant',
  'welcomeVoucher',
  'registrationLayout',
  'registrationFlow',
  'experiment',
  'codeError',
  'formProblem',
  'activation',
  'lobby',
  'popup',
  'admin',
] as const;

export type Dimension = (typeof DIMENSIONS)[number];

/** What shows that the page is in the state: an element, a text on the page or the page's title (i18n keys). */
export interface Proof {
  selector?: string;
  textKey?: string;
  titleKey?: string;
}

export interface GalleryState {
  /** Unique per state, e.g. 'copyVariant:social'. */
  id: string;
  title: string;
  dimension: Dimension;
  source: { file: string; pointer: string };
  /** App-relative path and query (no language prefix): '/MOCK-DEFAULT?utm_source=social'. */
  path: string;
  /** A catalogue scenario the mock plays once for the page (its 'reproduce' link sets it up). */
  scenario?: string;
  /** What the page shows in the state only after the visitor acts (submits the form, e.g.). */
  afterAction?: string;
  /** i18n keys (or key prefixes) whose texts the state shows: a missing one marks the entry. */
  keys: string[];
  proof: Proof;
}

export interface GalleryEntry extends GalleryState {
  language: string;
  /** The real page in this state, in this language. */
  url: string;
}

/** A page of the app in a language; every language is prefixed, so no language redirect applies in a frame. */
export const pageUrl = (language: string, path: string) =>
  `${appConfig.basePath}/${language}${path === '/' ? '' : path}`;

/** The mock's link that sets a scenario up for this browser, then opens the page. */
export const reproduceUrl = (scenario: string, to: string) =>
  `/mock/reproduce?scenario=${encodeURIComponent(scenario)}&to=${encodeURIComponent(to)}`;

export function entryOf(state: GalleryState, language: string): GalleryEntry {
  const page = pageUrl(language, state.path);
  return { ...state, language, url: state.scenario ? reproduceUrl(state.scenario, page) : page };
}

/** A JSON pointer segment (RFC 6901). */
export const pointerPart = (part: string | number) => String(part).replace(/~/g, '~0').replace(/\//g, '~1');
export const pointer = (...parts: (string | number)[]) => parts.map((p) => `/${pointerPart(p)}`).join('');
