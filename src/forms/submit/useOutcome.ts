import type { Language } from '../../shared/languages.ts';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ActionName } from '../../config/__generated__/screen.ts';
import { clearDraft } from '../values/formDraft.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import type { FinishedIn } from '../../outcomes/finishedIn.ts';
import { outcomesConfig } from '../../config/outcomesConfig.ts';
import { answerQueryNames, planOutcome, type OutcomePlan } from '../../outcomes/planOutcome.ts';
import type { OutcomesConfig } from '../../config/__generated__/outcomes.ts';
import type { ActionResult } from '../../actions/defineAction.ts';

const noPlan: OutcomePlan = { fields: {}, page: [], clear: [], notes: [], values: {}, finishes: false, tracked: [] };

const without = <T>(values: Partial<T>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([field]) => !fields.includes(field))) as Partial<T>;

interface OutcomeOptions<T> {
  action: ActionName;
  formName: string;
  lang: Language | undefined;
  finishedIn: FinishedIn;
  /** The registration flow around the form (inside an invitation): answers may differ by flow. */
  flow?: string | undefined;
  /** What the form holds now, and how to start it over. */
  latest: () => Partial<T>;
  restart: (values?: Partial<T>) => void;
  onPlanned: (result: ActionResult<ActionName>, plan: OutcomePlan) => void;
  /** The rules (config/outcomes.json; a test's own). */
  rules?: OutcomesConfig;
}

/** Applies what config/outcomes.json says of an action's answers: a route, a URL, the page's query, or messages. */
export function useOutcome<T>(options: OutcomeOptions<T>) {
  const { action, formName, lang, finishedIn, flow, latest, restart, onPlanned, rules = outcomesConfig } = options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, setSearch] = useRenderedSearch();
  const [plan, setPlan] = useState(noPlan);

  const fieldErrors = useMemo(() => {
    const fields = Object.entries(plan.fields);
    if (fields.length === 0) return undefined;
    return Object.fromEntries(
      fields.map(([field, keys]) => [field, { __errors: keys.map((k) => t(k)) }]),
    ) as ErrorSchema;
  }, [plan, t]);

  return {
    plan,
    fieldErrors,
    /** A new submit: an earlier answer's messages go, and so does what it put into the address (e.g. a generated link). */
    forget(url: URL) {
      setPlan(noPlan);
      const stale = answerQueryNames(action, rules).filter((name) => url.searchParams.has(name));
      if (stale.length === 0) return;
      setSearch(
        (current) => {
          for (const name of stale) current.delete(name);
          return current;
        },
        { replace: true },
      );
    },
    apply(result: ActionResult<ActionName>, url: URL) {
      const next = planOutcome(action, result, { lang, url, finishedIn, flow }, rules);
      onPlanned(result, next);
      if (next.finishes) clearDraft(formName);
      if (next.navigateTo) return void navigate(next.navigateTo);
      if (next.leaveTo) return void window.location.assign(next.leaveTo);
      if (next.stayWith) {
        setSearch((current) => {
          for (const [name, value] of Object.entries(next.stayWith!)) current.set(name, value);
          return current;
        });
        if (!next.keepValues) restart();
      }
      if (next.clear.length > 0) restart(without(latest(), next.clear));
      setPlan(next);
    },
    /** A server's message on a field is about what was sent: it goes once the visitor changes the form. */
    dismissFieldMessages() {
      if (Object.keys(plan.fields).length > 0) setPlan((current) => ({ ...current, fields: {} }));
    },
  };
}
