import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';

// RJSF, the form's config and validator, and its action load after the page's first paint.
const FormRunner = lazy(() => import('./FormRunner.tsx'));

/** A form of config/forms/ that submits to an action; every answer shows as config/outcomes.json says. */
export function FormBlock({ block }: BlockProps<BlockOf<'form'>>) {
  const { t } = useTranslation();
  const form = (
    <Suspense fallback={null}>
      <FormRunner block={block} />
    </Suspense>
  );
  if (!block.heading && !block.anchor) return form;
  return (
    <section className="form-block" id={block.anchor}>
      {block.heading && <h2>{t(block.heading)}</h2>}
      {form}
    </section>
  );
}
