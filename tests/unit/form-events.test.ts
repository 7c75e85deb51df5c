import { afterEach, describe, expect, it } from 'vitest';
import { formEvents } from '../../src/forms/events/formEvents.ts';
import type { OutcomePlan } from '../../src/outcomes/planOutcome.ts';
import { newPageView } from '../../src/platform/tracking/pageView.ts';

const pushed = () => (globalThis as { dataLayer?: unknown[] }).dataLayer ?? [];
const plan = (changes: Partial<OutcomePlan>): OutcomePlan => ({
  fields: {},
  page: [],
  clear: [],
  notes: [],
  values: {},
  finishes: false,
  tracked: [],
  ...changes,
});
const page = { language: 'de', registrationFlow: 'leanStep2' };
const step = (name: string) => ({
  event: 'registration_step',
  step: name,
  language: 'de',
  registration_flow: 'leanStep2',
});

describe("a form's tracking events", () => {
  (globalThis as { window?: unknown }).window = globalThis; // pushEvent's default target
  afterEach(() => delete (globalThis as { dataLayer?: unknown }).dataLayer);

  it("tracks the registration's steps with the page's language and flow, each once per registration", () => {
    const view = newPageView(true, 'landing /de/MOCK-LEAN MOCK-LEAN');
    // A form mounted anew (a retry's remount, StrictMode) shares the page view: it adds nothing.
    const [events, again] = [formEvents('register', view, page), formEvents('register', view, page)];
    events.started();
    again.started();
    events.submitted(false);
    events.submitted(true); // the retry button
    events.answered({ answers: ['EmailAlreadyUsedInAcq'] }, plan({}));
    again.submitted(false); // corrected and sent again: the same registration
    events.answered(
      { answers: ['REGISTERED'], events: [{ event: 'successful_user_registration' }] },
      plan({ finishes: true }),
    );
    expect(pushed()).toEqual([
      step('form_started'),
      step('form_submitted'),
      step('form_finished'),
      { event: 'successful_user_registration' },
    ]);
  });

  it('starts over after a registration finished on the page (the popup): the next one has its own steps', () => {
    const events = formEvents('register', newPageView(true, 'k'), page);
    events.started();
    events.answered({ answers: ['REGISTERED'] }, plan({ finishes: true }));
    events.started();
    expect(pushed()).toEqual([step('form_started'), step('form_finished'), step('form_started')]);
  });

  it('tracks no steps for other forms, nor outside a registration flow; every action reports its events and outcomes', () => {
    const view = newPageView(false, 'k');
    for (const events of [formEvents('logIn', view, page), formEvents('register', view, undefined)]) {
      events.started();
      events.submitted(false);
    }
    const events = formEvents('logIn', view, page);
    events.answered({ answers: ['X'] }, plan({ finishes: true, tracked: ['account_active'] }));
    events.changed([{ event: 'something_changed' }]);
    expect(pushed()).toEqual([
      { event: 'registration_outcome', outcome: 'account_active' },
      { event: 'something_changed' },
    ]);
  });
});
