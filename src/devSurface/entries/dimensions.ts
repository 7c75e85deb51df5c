// What the dev surface's pages show of an entry: types and names only, no config (a broken config file must not
// break the gallery, which reads its entries from the dev server).
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
  /** What its preview frames load. */
  previewUrl: string;
}

/** A row of the QA console: a catalogue case and the link that reproduces it. */
export interface QaRow {
  id: string;
  kind: string;
  operation: string;
  produces: string;
  description: string;
  trigger: string;
  url: string;
  /** What the page shows once the case plays (scenarioProofs.ts), and that in a sentence for QA. */
  shows: Proof;
  showsLine: string;
}

/** What `npm run check:config` says (scripts/config-check/problem.ts). */
export interface ConfigProblemView {
  file: string;
  pointer: string;
  message: string;
  line?: number;
  column?: number;
}

/** All the dev surface shows, as the dev server answers it (GET <base>/__dev/state.json). */
export interface SurfaceState {
  basePath: string;
  languages: string[];
  entries: GalleryEntry[];
  /** The id of the entry where experiments are composed (signed in), if a route has that page. */
  splitGenerator: string | undefined;
  scenarios: QaRow[];
  problems: ConfigProblemView[];
  /** The entries are the last good ones: config could not be read since. */
  stale: boolean;
}
