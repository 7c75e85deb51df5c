// What a page may weigh (gzip bytes; see pageWeight.ts). Checked by tests/build/budgets.test.ts on every
// prerendered page of the build; the landing page (with or without a code) has its own first-paint budget.
export const BUDGETS = {
  landingFirstPaint: 150_000,
  otherFirstPaint: 120_000,
  /** Everything a page loads to work before the visitor interacts: React, router, translations, its screen. */
  hydration: 150_000,
};
