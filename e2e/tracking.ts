// The landing page's and the registration's events in the tag manager's dataLayer (README.md, Tracking).
import type { Page } from '@playwright/test';
import { appConfig } from '../src/config/appConfig.ts';

/** The landing and step events the page pushed, in order. */
export const pageEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) =>
      ['landing', 'registration_step'].includes(e.event as string),
    ),
  );

/** The outcomes config/outcomes.json tracks (spec §8: code no balance, activation failed, …) the page pushed, in order. */
export const trackedOutcomes = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((e) => e.event === 'registration_outcome')
      .map((e) => e.outcome as string),
  );

export const landing = (language: string, flow: string, hasRegistrationCode: boolean) => ({
  event: 'landing',
  language,
  registration_flow: flow,
  has_registration_code: hasRegistrationCode,
});

export const step = (name: string, language: string, flow: string) => ({
  event: 'registration_step',
  step: name,
  language,
  registration_flow: flow,
});

/** The flow a registration page shows (the variant it chose). */
export const shownFlow = async (page: Page) => (await page.locator('.registration').getAttribute('data-flow'))!;

/**
 * A consent manager whose function config/app.json's consentManagerHandOff names: what it is handed is kept in
 * window.handedConsent. For page.addInitScript before the page loads.
 */
export const fakeConsentManager = [
  (path: string) => {
    const names = path.split('.');
    const handed: unknown[] = [];
    Object.assign(window, { handedConsent: handed });
    let owner = window as unknown as Record<string, Record<string, unknown>>;
    for (const name of names.slice(0, -1)) owner = (owner[name] ??= {}) as typeof owner;
    (owner as Record<string, unknown>)[names.at(-1)!] = (credentials: unknown) => handed.push(credentials);
  },
  appConfig.consentManagerHandOff!.function,
] as const;

export const handedConsent = (page: Page) =>
  page.evaluate(() => (window as unknown as { handedConsent?: unknown[] }).handedConsent);
