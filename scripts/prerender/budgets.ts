// What a page may weigh (gzip bytes; see pageWeight.ts), set just above what the pages weigh (2026-11-27, all at
// /acquisition/pl: first paint 7.3 kB; hydration 156.2 kB, with the loaders' early requests of the blocks that ask
// the backend (src/blocks/blockPreloads.ts), 0.5 kB more than before; a code's page 235.2 kB before any interaction:
// its parts read the code's answer through Relay's fragments, so Relay's runtime (the hooks the app calls and the
// parts of relay-runtime they use, 59 kB) comes with its registration page, which the weigher counts with the chunks
// it imports; 2026-11-28: every page names a picture, its markup, the pictures' style sheet and the alt texts in
// each language's core texts, 1.7 kB more at /acquisition/pl, 158.7 kB; a code's page 238.2 kB at most;
// 2026-11-28, issue 52: the first paint 9.6 kB, 1.7 kB more: the head script hands a language link's arrival and
// entered values over at the very first click (0.5 kB), the entry takes them back, points the language links at the
// page's address and shows the connection notice while the app's code cannot load, before React is there (1.0 kB);
// hydration 160.7 kB at /acquisition/pl, a code's page 240.2 kB, each 1.9 kB more for the same; 2026-11-28, issues 54
// and 55: hydration 161.2 kB at /acquisition/pl, 0.3 kB more: the loaders start the page's Relay query themselves
// (src/relay/preloadedQueries.ts, the visitor from another site's query too), the 404 page's address; a code's page
// within its budget again, its own check of the answer gone into the page's root); 2026-11-29, issue 55: hydration
// 161.5 kB at /acquisition/pl, 0.3 kB more: every page's loaders can start the generated link's and the watched
// registration's queries (their answers read from Relay's store), and the start chunk's CommonJS keeps its wrappers
// (only Relay's are hoisted, scripts/vite/relayBuild.ts); 2026-11-29, issue 57: 161.9 kB at /acquisition/pl, 0.4 kB
// more: the error pages' three pictures in the app's picture table (virtual:config-images, 0.3 kB) and their alt texts
// in each language's core texts,
// so that a regression in bytes fails the build's tests (tests/build/budgets.test.ts) on every prerendered page.
export const BUDGETS = {
  /** What a page's HTML asks for before it shows: the small entry and the inline style sheet (and the fonts). */
  firstPaint: 9_800,
  /** Everything a page loads to work before the visitor interacts: React, router, translations, its screen. */
  hydration: 162_000,
  /** A code's registration page before any interaction: hydration with the registration page and Relay, A/B. */
  codePage: 240_500,
};

/** The modules a code's registration page loads on demand before any interaction (keys of Vite's manifest); the
 * registration page itself is preloaded with the template (scripts/prerender.ts), so hydration counts it. */
export const CODE_PAGE_MODULES = ['src/experiments/startExperiments.ts'];
