// What a form's submit does: its action runs with the page's data and the URL as it is now, and its answer becomes
// the outcome (where to go, what to say). One submit at a time (useSubmission).
import { useRef } from 'react';
import type { Action, ValuesOf } from '../../actions/defineAction.ts';
import type { FormPageDataStore } from '../values/formPageData.ts';
import { readActionData } from '../../actions/readActionData.ts';
import type { ActionName } from '../../config/__generated__/screen.ts';
import type { Language } from '../../shared/languages.ts';
import type { formEvents } from '../events/formEvents.ts';
import type { useOutcome } from './useOutcome.ts';
import { useSubmission } from './useSubmission.ts';

const relayEnvironment = () => import('../../relay/relayRuntime.ts').then((relay) => relay.relayEnvironment());

interface ActionSubmission<A extends ActionName> {
  name: A;
  action: Action<A>;
  pageData: FormPageDataStore;
  outcome: ReturnType<typeof useOutcome<ValuesOf<A>>>;
  events: ReturnType<typeof formEvents>;
  lang: Language | undefined;
  language: string;
}

export function useActionSubmission<A extends ActionName>(submission: ActionSubmission<A>) {
  const { name, action, pageData, outcome, events, lang, language } = submission;
  // What an action keeps from one run to its next on this page (e.g. a token a second step needs).
  const betweenRuns = useRef<Record<string, unknown>>({});
  return useSubmission<ValuesOf<A>>(async (submitted, retry) => {
    // The URL as it is now (a submit held before hydration runs with the hydration's render).
    const url = new URL(window.location.href);
    if (!retry) outcome.forget(url);
    events.submitted(retry);
    const data = readActionData(name, pageData.latest().actionData, url);
    const context = {
      environment: relayEnvironment,
      url,
      lang,
      language,
      data,
      betweenRuns: betweenRuns.current,
      retry,
    };
    outcome.apply(await action.run(submitted, context), url);
  });
}
