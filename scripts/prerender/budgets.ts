// What a page may weigh (gzip bytes; see pageWeight.ts), set just above what the pages weigh (2026-11-27, all at
// /acquisition/pl: first paint 7.3 kB; hydration 155.7 kB; a code's page 174.3 kB, down from 332.6 kB: its form
// and the code check no longer load Relay or RJSF before an interaction; hydration carries src/routing/startChunk.ts's
// modules and the lobby's guard and gallery, some 5 kB more than 150.5 kB), so that a regression in bytes fails the
// build's tests (tests/build/budgets.test.ts) on every prerendered page.
export const BUDGETS = {
  /** What a page's HTML asks for before it shows: the small entry and the inline style sheet (and the fonts). */
  firstPaint: 8_000,
  /** Everything a page loads to work before the visitor interacts: React, router, translations, its screen. */
  hydration: 156_000,
  /** A code's registration page before any interaction: hydration with the registration page (the code check), A/B. */
  codePage: 175_000,
};

/** The modules a code's registration page loads on demand before any interaction (keys of Vite's manifest); the
 * registration page itself is preloaded with the template (scripts/prerender.ts), so hydration counts it. */
export const CODE_PAGE_MODULES = ['src/experiments/startExperiments.ts'];
