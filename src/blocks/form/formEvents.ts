// The one place a form's tracking events are pushed: the registration's steps (for an action whose manifest says so),
// what the action's answers report, the rules' tracked outcomes, and the visitor's changes. Actions only describe.
import type { ActionName } from '../../config/__generated__/screen.ts';
import { actionManifest } from '../../actions/actionManifest.ts';
import type { ActionResult } from '../../actions/defineAction.ts';
import type { OutcomePlan } from '../../outcomes/planOutcome.ts';
import { pushEvent, type TrackingEvent } from '../../platform/tracking/dataLayer.ts';
import { outcomeEvents, stepEvent } from '../../platform/tracking/events.ts';

const push = (events: readonly TrackingEvent[]) => events.forEach((event) => pushEvent(event));

export function formEvents(action: ActionName) {
  const steps = (actionManifest[action] as { registrationSteps?: boolean }).registrationSteps === true;
  return {
    /** The visitor submitted (a retry sends what was submitted before: no new step). */
    submitted(retry: boolean) {
      if (steps && !retry) push([stepEvent('form_submitted')]);
    },
    answered(result: ActionResult<ActionName>, plan: OutcomePlan) {
      if (steps && plan.finishes) push([stepEvent('form_finished')]);
      push([...(result.events ?? []), ...outcomeEvents(plan.tracked)]);
    },
    changed: push,
  };
}
