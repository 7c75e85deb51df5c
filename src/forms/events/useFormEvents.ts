// A form's tracking events (formEvents.ts) for the page it is on: its page view and, inside an invitation, the
// language and registration flow the registration's steps are reported in.
import { useMemo } from 'react';
import type { ActionName } from '../../config/__generated__/screen.ts';
import { usePageView } from '../../platform/tracking/pageView.ts';
import type { PageContext } from '../../platform/tracking/stepEvents.ts';
import { formEvents } from './formEvents.ts';

export function useFormEvents(action: ActionName, language: string, flow: PageContext['registrationFlow'] | undefined) {
  const view = usePageView();
  return useMemo(
    () => formEvents(action, view, flow ? { language, registrationFlow: flow } : undefined),
    [action, view, language, flow],
  );
}
