// The error states and dialogs e2e/axe-every-state.spec.ts scans, derived from config and the mock's catalogue (a new
// scenario, problem type or deny reason is scanned without a change here), and the way it scans each: at 320 px,
// then the same page resized to 1280 px.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import type { MockScenario, MockScenarioCatalogue } from '../mock-server/__generated__/scenarioCatalogue.ts';
import { problemAnswer } from '../src/actions/problemAnswers.ts';
import { routesConfig } from '../src/config/appConfig.ts';
import type { AnswerRule } from '../src/config/__generated__/outcomes.ts';
import { outcomesConfig } from '../src/config/outcomesConfig.ts';
import { axeViolations } from './axe.ts';
import { appPath, escapeRegExp, translate } from './expected.ts';
import { expect } from './fixtures.ts';
import { sidewaysOverflow } from './sidewaysScroll.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

export const PHONE = { width: 320, height: 640 };
export const DESKTOP = { width: 1280, height: 800 };

export type Scenario = MockScenario;
const catalogue = (json('mock-server/scenarios.json') as MockScenarioCatalogue).scenarios;
const outcomes = outcomesConfig;
const { routes } = routesConfig;

/** What config/outcomes.json makes of an answer: a field's or the page's message, a note, or another route. */
export type Outcome = AnswerRule;
export const answersOf = (action: string): Record<string, Outcome> => outcomes.actions[action]!.answers;

/** The screen a route shows. */
export const routeScreen = (routeId: string) => routes.find((r) => r.id === routeId)!.screen;

/** A page of the app in English, by its route id (config/routes.json). */
export const pageOf = (routeId: string, query = '') =>
  `${appPath('en', routes.find((r) => r.id === routeId)!.path)}${query}`;

/** The kinds of scenario that are not a success: what the visitor is refused, or what fails on the way. */
const REFUSALS = ['problem', 'outcome', 'transport', 'codeError'];
export const refusals = catalogue.filter((s) => REFUSALS.includes(s.kind));

/** One scenario per answer (a type's further scenarios show the same message). */
const onePerAnswer = (scenarios: Scenario[]) =>
  scenarios.filter((s, i) => scenarios.findIndex((t) => t.produces === s.produces) === i);

/** The catalogue's refusals of an operation, one per answer. */
export const refusalsOf = (operation: string) => onePerAnswer(refusals.filter((s) => s.operation === operation));

/** Every answer the registration can get, submit's and finalize's, and what the visitor then sees (none: a failure). */
export const registrationAnswers = [...refusalsOf('registrationSubmitForm'), ...refusalsOf('finalizeRegistration')].map(
  (scenario) => ({ scenario, outcome: registerOutcome(scenario) }),
);

/** What config makes of the registration problem a scenario forces (a code's error: that error's answer, the action's
 * own or the code errors' table). */
export function registerOutcome({ produces, detail }: Pick<Scenario, 'produces' | 'detail'>): Outcome | undefined {
  const answer = problemAnswer(produces, detail);
  return answersOf('register')[answer] ?? (outcomes.codeErrors as Record<string, Outcome>)[answer];
}

/** The reasonMessage block of a screen: a message per ?reason=, and a default. */
const reasonMessageOf = (screen: string) =>
  json(`config/screens/${screen}.json`).blocks.find((b: { type: string }) => b.type === 'reasonMessage') as {
    messages: Record<string, string>;
    default: string;
  };

/** The message a screen shows for a ?reason= (its default for none or an unknown one), visible. */
export async function expectReasonMessage(page: Page, screen: string, reason: string | undefined) {
  const { messages, default: otherwise } = reasonMessageOf(screen);
  await expect(page.getByText(translate('en', messages[reason ?? ''] ?? otherwise))).toBeVisible();
}

/** Every reason the deny page knows (config/screens/deny.json) or is sent (a code error's), and none (its default). */
const denyMessages = reasonMessageOf('deny');
export const codeErrors = outcomes.codeErrors as Record<string, Outcome>;
export const activationErrors = outcomes.activationErrors as Record<string, Outcome>;
export const denyReasons = [
  '',
  ...new Set([...Object.keys(denyMessages.messages), ...Object.values(codeErrors).map((o) => o.reason!)]),
];

/**
 * The mock answers the first request of the scenario's operation with it, once (the cookie's nonce is then used
 * up: mock-server/README.md), as the QA console's 'reproduce' links do.
 */
export const forceScenario = (context: BrowserContext, baseURL: string, { id }: Scenario) =>
  context.addCookies([{ name: 'mock-scenario', value: encodeURIComponent(`${id}~${randomUUID()}`), url: baseURL }]);

/** A GraphQL request whose query names this operation. */
export const requestOf =
  (operation: string) =>
  (request: { url(): string; postData(): string | null }): boolean =>
    request.url().endsWith('/graphql') && (request.postData() ?? '').includes(operation);

/** Resolves when the page's next GraphQL request whose query names this operation has been answered or has failed. */
export function answered(page: Page, operation: string): Promise<unknown> {
  const ours = requestOf(operation);
  return Promise.race([
    page.waitForEvent('requestfinished', { predicate: ours }),
    page.waitForEvent('requestfailed', { predicate: ours }),
  ]);
}

/** What config/outcomes.json says the answer shows is there: its page, its message, or (a note, a failure) a notice. */
export async function expectAnswerShown(page: Page, outcome: Outcome | undefined) {
  if (outcome?.route) return expect(page).toHaveURL(new RegExp(`^[^?]*${escapeRegExp(pageOf(outcome.route))}(\\?|$)`));
  if (outcome?.message) {
    return expect(page.getByText(translate('en', outcome.message), { exact: true }).first()).toBeVisible();
  }
  return expect(page.locator('.notice').first()).toBeVisible();
}

/**
 * axe on the page as it is, at 320 px and then resized to 1280 px, then back at 320 px nothing sticks out sideways;
 * a violation is a soft failure naming the state and the width, so one run lists every state that has one.
 */
export async function scanAtBothWidths(page: Page, state: string, { clockPaused = false } = {}) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const scan = axeViolations(page);
    if (clockPaused) await letTimeCreep(page, scan);
    expect.soft(await scan, `axe violations: ${state} at ${size.width} px`).toEqual([]);
  }
  // Reflow (WCAG 1.4.10): at 320 px nothing makes the visitor scroll sideways, messages included.
  await page.setViewportSize(PHONE);
  const { width, scrollWidth, widest } = await sidewaysOverflow(page);
  expect.soft(scrollWidth, `${state}: wider than ${width} px: ${widest.join(', ')}`).toBeLessThanOrEqual(width);
}

/** axe waits on the page's timers: with the page's clock paused, a millisecond at a time until it is done. */
async function letTimeCreep(page: Page, work: Promise<unknown>) {
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  while (!done) await page.clock.runFor(1);
}
