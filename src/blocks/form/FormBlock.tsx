import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstInteraction } from '../../platform/firstInteraction.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { givesWhatActionNeeds, useFormPageDataStore, type FormPageDataStore } from '../../forms/values/formPageData.ts';
import { loadModule } from '../../platform/moduleLoads.ts';

type Block = BlockOf<'form'>;
const loadRunner = () => loadModule(() => import('../../forms/FormRunner.tsx'));
// RJSF, the form's config and validator, and its action: loaded when a form shows.
const FormRunner = lazy(loadRunner);

/** Resolves once the blocks around the form give what its action needs of them (a registration: the accepted code). */
const actionDataIn = (store: FormPageDataStore, action: Block['action']) =>
  new Promise<void>((resolve) => {
    const check = () => givesWhatActionNeeds(action, store.latest().actionData) && (unsubscribe(), resolve());
    const unsubscribe = store.subscribe(check);
    check();
  });

/**
 * The runner of a form, waiting for the data its action needs from around it (a registration: the accepted code), so
 * it starts with what it presets from them (the country). A prerendered form is on screen before any script: its
 * code also waits for the visitor's first interaction with the page (its HTML stays until then), so nothing
 * competes with the page becoming ready.
 */
function runnerFor(store: FormPageDataStore, action: Block['action'], prerendered: boolean) {
  // Prerendering waits for nothing (firstInteraction resolves at once there, and the data never comes).
  if (typeof window === 'undefined' || (!prerendered && givesWhatActionNeeds(action, store.latest().actionData)))
    return FormRunner;
  const interaction = prerendered ? firstInteraction() : Promise.resolve();
  const code = prerendered ? interaction.then(loadRunner) : loadRunner();
  return lazy(() => interaction.then(() => actionDataIn(store, action)).then(() => code));
}

/** A form of config/forms/ that submits to an action; every answer shows as config/outcomes.json says. */
export function FormBlock({ block }: BlockProps<Block>) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const store = useFormPageDataStore();
  // Chosen once: the form hydrated in the page, or shown by the browser.
  const [{ Runner, prerendered }] = useState(() => ({
    Runner: runnerFor(store, block.action, !hydrated),
    prerendered: !hydrated,
  }));
  // The same element on every render: an update would make React drop the prerendered form's HTML.
  const form = useMemo(
    () => (
      <Suspense fallback={null}>
        <Runner block={block} prerendered={prerendered} />
      </Suspense>
    ),
    [Runner, prerendered, block],
  );
  if (!block.heading && !block.anchor) return form;
  return (
    <section className="form-block" id={block.anchor}>
      {block.heading && <h2>{t(block.heading)}</h2>}
      {form}
    </section>
  );
}
