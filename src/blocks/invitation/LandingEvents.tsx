import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { landingEvent, stepEvent } from '../../platform/tracking/stepEvents.ts';
import { usePageView } from '../../platform/tracking/pageView.ts';

/**
 * A registration code's answer on the landing page: `landing` with the flow the page applies, then, for a code the
 * backend accepted, the step `code_accepted` (typed in the code form or in the link: both arrive here). Once per
 * page view, however often this renders.
 */
export function LandingEvents({ registrationFlow, accepted }: { registrationFlow: string; accepted: boolean }) {
  const view = usePageView();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    const page = { language, registrationFlow };
    if (view.landing) view.once('landing', landingEvent({ ...page, hasRegistrationCode: true }));
    if (accepted) view.once('code_accepted', stepEvent('code_accepted', page));
  }, [view, language, registrationFlow, accepted]);
  return null;
}
