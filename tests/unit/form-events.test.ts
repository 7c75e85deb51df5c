import { afterEach, describe, expect, it } from 'vitest';
import { formEvents } from '../../src/blocks/form/formEvents.ts';
import type { OutcomePlan } from '../../src/outcomes/planOutcome.ts';

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

describe("a form's tracking events", () => {
  (globalThis as { window?: unknown }).window = globalThis; // pushEvent's default target
  afterEach(() => delete (globalThis as { dataLayer?: unknown }).dataLayer);

  it("tracks the registration's steps for an action that is the registration, once per submit (not per retry)", () => {
    const events = formEvents('register');
    events.submitted(false);
    events.submitted(true);
    events.answered(
      { answers: ['REGISTERED'], events: [{ event: 'successful_user_registration' }] },
      plan({ finishes: true }),
    );
    expect(pushed()).toEqual([
      { event: 'registration_step', step: 'form_submitted' },
      { event: 'registration_step', step: 'form_finished' },
      { event: 'successful_user_registration' },
    ]);
  });

  it('tracks no steps for other forms; every action reports its events and the tracked outcomes', () => {
    const events = formEvents('logIn');
    events.submitted(false);
    events.answered({ answers: ['X'] }, plan({ finishes: true, tracked: ['account_active'] }));
    events.changed([{ event: 'something_changed' }]);
    expect(pushed()).toEqual([
      { event: 'registration_outcome', outcome: 'account_active' },
      { event: 'something_changed' },
    ]);
  });
});
