import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstInteraction } from '../../platform/firstInteraction.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';

// RJSF, the form's config and validator, and its action: loaded when a form shows.
const FormRunner = lazy(() => import('./FormRunner.tsx'));
// A prerendered form is on screen before any script: its code waits for the visitor's first interaction
// with the page (its HTML stays until then), so nothing competes with the page becoming ready.
const PrerenderedFormRunner = lazy(() => firstInteraction().then(() => import('./FormRunner.tsx')));

/** A form of config/forms/ that submits to an action; every answer shows as config/outcomes.json says. */
export function FormBlock({ block }: BlockProps<BlockOf<'form'>>) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [Runner] = useState(() => (hydrated ? FormRunner : PrerenderedFormRunner)); // chosen once
  // The same element on every render: an update would make React drop the prerendered form's HTML.
  const form = useMemo(
    () => (
      <Suspense fallback={null}>
        <Runner block={block} prerendered={Runner === PrerenderedFormRunner} />
      </Suspense>
    ),
    [Runner, block],
  );
  if (!block.heading && !block.anchor) return form;
  return (
    <section className="form-block" id={block.anchor}>
      {block.heading && <h2>{t(block.heading)}</h2>}
      {form}
    </section>
  );
}
