// A view of the landing page: where the visitor came from is kept for the registration, and a page without a code
// pushes `landing` with the flow its address selects (a code's page pushes it once the code's answer decides the
// flow: src/blocks/invitation/LandingEvents.tsx).
import { i18n } from '../i18n/i18n.ts';
import { keepSourcePath } from '../navigation/sourcePath.ts';
import type { PageView } from '../platform/tracking/pageView.ts';
import { landingEvent } from '../platform/tracking/stepEvents.ts';
import { selectVariant } from '../variants/selectVariant.ts';

export function landingVisited(view: PageView, hasRegistrationCode: boolean) {
  const url = new URL(window.location.href);
  keepSourcePath(url, document.referrer);
  if (hasRegistrationCode || !view.landing) return;
  const { registrationFlow } = selectVariant({ query: url.searchParams });
  const language = i18n.resolvedLanguage ?? 'en';
  view.once('landing', landingEvent({ language, registrationFlow, hasRegistrationCode }));
}
