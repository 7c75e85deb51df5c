import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useRuntimeSettings } from '../../app/useRuntimeSettings.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { useLanguagePrefix } from '../../routing/useLanguagePrefix.ts';

const CodeEntryForm = lazy(() => import('./CodeEntryForm.tsx'));

/** The access-code form, for visitors who came without a registration link. */
export function CodeEntryBlock({ block }: BlockProps<BlockOf<'codeEntry'>>) {
  const { t } = useTranslation();
  const { slug } = useParams();
  const [query] = useSearchParams();
  const lang = useLanguagePrefix();
  const settings = useRuntimeSettings();
  if (slug || query.has('registrationCode')) return null; // the link brought a code: the invitation block takes over
  return (
    <section className="code-entry-block">
      <h2>{t(block.heading)}</h2>
      <Suspense fallback={null}>
        <CodeEntryForm lang={lang} settings={settings} />
      </Suspense>
    </section>
  );
}
