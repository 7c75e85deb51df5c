// The one place a form's tracking events are pushed: the registration's steps (for an action whose manifest says so,
// inside a registration flow), what the action's answers report, the rules' tracked outcomes, and the visitor's
// changes. Actions only describe. Each step once per registration (src/platform/tracking/pageView.ts).
import type { ActionName } from '../../config/__generated__/screen.ts';
import { actionManifest } from '../../actions/actionManifest.ts';
import type { ActionResult } from '../../actions/defineAction.ts';
import type { OutcomePlan } from '../../outcomes/planOutcome.ts';
import { pushEvent, type TrackingEvent } from '../../platform/tracking/dataLayer.ts';
import { outcomeEvents } from '../../platform/tracking/events.ts';
import { stepEvent, type PageContext, type RegistrationStep } from '../../platform/tracking/stepEvents.ts';
import type { PageView } from '../../platform/tracking/pageView.ts';

const push = (events: readonly TrackingEvent[]) => events.forEach((event) => pushEvent(event));

const FORM_STEPS = ['form_started', 'form_submitted', 'form_finished'] as const satisfies RegistrationStep[];

/** page: the language and flow the form is shown in (a registration's steps need its flow). */
export function formEvents(action: ActionName, view: PageView, page: PageContext | undefined) {
  const steps = (actionManifest[action] as { registrationSteps?: boolean }).registrationSteps === true;
  const step = (name: (typeof FORM_STEPS)[number]) => {
    if (steps && page) view.once(name, stepEvent(name, page));
  };
  return {
    /** The visitor's first touch, click, key or focus in the form. */
    started: () => step('form_started'),
    /** The visitor submitted (a retry sends what was submitted before: no new step). */
    submitted(retry: boolean) {
      if (!retry) step('form_submitted');
    },
    answered(result: ActionResult<ActionName>, plan: OutcomePlan) {
      if (plan.finishes) {
        step('form_finished');
        // Finished in a popup, the page's form is empty again: what the visitor does with it is a new registration.
        view.forget(FORM_STEPS);
      }
      push([...(result.events ?? []), ...outcomeEvents(plan.tracked)]);
    },
    changed: push,
  };
}
