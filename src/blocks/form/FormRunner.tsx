import type Form from '@rjsf/core';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { use, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionDataContext } from '../../actions/actionData.ts';
import { loadAction } from '../../actions/actionRegistry.ts';
import type { FormName } from '../../forms/__generated__/formRegistry.ts';
import { ConfigForm } from '../../forms/ConfigForm.tsx';
import { clearDraft, readDraft, saveDraft } from '../../forms/formDraft.ts';
import { loadForm } from '../../forms/loadForm.ts';
import { readEnteredValues } from '../../forms/enteredValues.ts';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { planOutcome, stayQueryNames, type OutcomePlan } from '../../outcomes/planOutcome.ts';
import { takeEarlySubmit } from '../../platform/earlySubmits.ts';
import { trackOutcome } from '../../platform/tracking/dataLayer.ts';
import { RequestErrorNotice } from '../../relay/RequestErrorNotice.tsx';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { PageMessages } from './PageMessages.tsx';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';

const noOutcome: OutcomePlan = { fields: {}, page: [], clear: [], notes: [], values: {}, finishes: false, tracked: [] };

const without = (values: object, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([field]) => !fields.includes(field)));

/** The uiSchema with the options the action derives from the block's data (e.g. the countries offered). */
function withOptions(uiSchema: UiSchema, options: Record<string, Record<string, unknown>> = {}): UiSchema {
  const merged: UiSchema = { ...uiSchema };
  for (const [field, fieldOptions] of Object.entries(options)) {
    const ui = (uiSchema[field] ?? {}) as UiSchema;
    merged[field] = { ...ui, 'ui:options': { ...(ui['ui:options'] ?? {}), ...fieldOptions } };
  }
  return merged;
}

/**
 * Loaded with the first form on a page: runs a form of config/forms/ and its action. prerendered: the form takes
 * over HTML the visitor may already have typed into.
 */
export default function FormRunner({ block, prerendered }: BlockProps<BlockOf<'form'>> & { prerendered: boolean }) {
  const form = use(loadForm(block.form as FormName));
  const action = use(loadAction(block.action));
  const data = useContext(ActionDataContext);
  const { i18n, t } = useTranslation();
  const lang = useLanguagePrefix();
  const navigate = useNavigate();
  const [, setQuery] = useRenderedSearch();
  const [values, setValues] = useState<object>({});
  const [formKey, setFormKey] = useState(0); // a new key starts the form over
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState(noOutcome);
  const [failure, setFailure] = useState<unknown>();
  const memory = useRef<Record<string, unknown>>({});
  const latest = useRef(values); // what the form holds now, also between two changes before a render
  const lastSubmitted = useRef<object>({});

  const container = useRef<HTMLDivElement>(null);
  const formRef = useRef<Form<object>>(null);
  /** Values the form is brought to without starting over (its fields, focus and caret stay as they are). */
  const [restored, setRestored] = useState<object>();
  const submitWhenRestored = useRef(false);
  // What the browser knows (the action's presets, the visitor's draft, what was entered into the prerendered
  // form before its code arrived) is read after rendering, so the page renders the same on the server and in
  // the browser; before paint, the form takes it on. A submit held before the form was live is sent then.
  useLayoutEffect(() => {
    const element = container.current?.querySelector('form');
    const entered = prerendered && element ? readEnteredValues(element, form.name, form.schema, form.uiSchema) : {};
    const found = { ...action.presetValues?.(data), ...(form.draft ? readDraft(form.name) : {}), ...entered };
    const held = takeEarlySubmit(form.name);
    if (Object.keys(found).length === 0) {
      if (held) formRef.current?.submit();
      return;
    }
    submitWhenRestored.current = held;
    setValues((latest.current = found));
    setRestored(found);
    // Once, when the form shows (prerendered does not change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, data, form]);
  // The restored values are given to the form for one commit only: kept as a prop, they would pull the form back
  // to them whenever it re-derives its state. The held submit goes once the form holds them.
  useLayoutEffect(() => {
    if (!restored) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point
    setRestored(undefined);
    if (!submitWhenRestored.current) return;
    submitWhenRestored.current = false;
    formRef.current?.submit();
  }, [restored]);

  // Keyed by their content: a keystroke that changes none of the options keeps the uiSchema (nothing re-translated).
  const options = JSON.stringify(action.uiOptions?.(data, values) ?? {});
  const uiSchema = useMemo(() => withOptions(form.uiSchema, JSON.parse(options)), [form.uiSchema, options]);
  const extraErrors = useMemo(() => {
    const fields = Object.entries(outcome.fields);
    if (fields.length === 0) return undefined;
    return Object.fromEntries(
      fields.map(([field, keys]) => [field, { __errors: keys.map((k) => t(k)) }]),
    ) as ErrorSchema;
  }, [outcome, t]);

  async function run(submitted: object, retry: boolean) {
    // The URL as it is now (an event handler: a submit held before hydration runs with the hydration's render).
    const query = new URLSearchParams(window.location.search);
    lastSubmitted.current = submitted;
    setBusy(true);
    setFailure(undefined);
    if (!retry) {
      setOutcome(noOutcome);
      // What an earlier answer put into the address (e.g. a generated link) is not about this submit.
      const stale = stayQueryNames(block.action).filter((name) => query.has(name));
      if (stale.length > 0) {
        setQuery(
          (current) => {
            for (const name of stale) current.delete(name);
            return current;
          },
          { replace: true },
        );
      }
    }
    try {
      const result = await action.run(submitted, {
        environment: () => import('../../relay/environment.ts').then((relay) => relay.relayEnvironment()),
        lang,
        query,
        language: i18n.resolvedLanguage ?? 'en',
        data,
        memory: memory.current,
        retry,
      });
      const next = planOutcome(block.action, result, { lang, query, origin: window.location.origin });
      for (const track of next.tracked) trackOutcome({ track });
      if (next.finishes) clearDraft(form.name);
      if (next.navigateTo) return void navigate(next.navigateTo);
      if (next.leaveTo) return void window.location.assign(next.leaveTo);
      if (next.stayWith) {
        setQuery((current) => {
          for (const [name, value] of Object.entries(next.stayWith!)) current.set(name, value);
          return current;
        });
        setValues((latest.current = {}));
        setFormKey((key) => key + 1);
      }
      if (next.clear.length > 0) {
        setValues((latest.current = without(latest.current, next.clear)));
        setFormKey((key) => key + 1);
      }
      setOutcome(next);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const change = (next: object, fromField: boolean) => {
    const previous = latest.current;
    latest.current = next;
    setValues(next);
    if (!fromField) return; // the defaults RJSF fills in are not the visitor's doing
    if (form.draft) saveDraft(form.name, next, form.draft.omit);
    action.onChange?.(previous, next);
    // A server's message on a field is about what was sent: it goes once the visitor changes the form.
    if (Object.keys(outcome.fields).length > 0) setOutcome((current) => ({ ...current, fields: {} }));
  };

  // A finishing note (e.g. 'you are on the waiting list') takes the form's place.
  const done = outcome.finishes && outcome.notes.length > 0;
  return (
    <div className="config-form" ref={container}>
      {outcome.page.length > 0 && <PageMessages keys={outcome.page} values={outcome.values} />}
      {failure !== undefined && (
        <RequestErrorNotice error={failure} onRetry={() => void run(lastSubmitted.current, true)} />
      )}
      {outcome.notes.length > 0 && <PageMessages keys={outcome.notes} values={outcome.values} tone="note" />}
      {!done && (
        <ConfigForm<object>
          key={formKey}
          idPrefix={form.name}
          formRef={formRef}
          schema={form.schema}
          validator={form.validator}
          uiSchema={uiSchema}
          messages={form.messages}
          initialValues={values}
          restoredValues={restored}
          onChange={change}
          onSubmit={(submitted) => void run(submitted, false)}
          extraErrors={extraErrors}
          submitting={busy}
        />
      )}
    </div>
  );
}
