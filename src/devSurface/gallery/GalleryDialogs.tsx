// The edit session's open dialogs: a picked text in every language, a new copy variant, or an experiment on
// the pages of the gallery's language.
import { CopyVariantForm } from '../edit/copyVariants/CopyVariantForm.tsx';
import { ExperimentDialog } from '../edit/experiments/ExperimentDialog.tsx';
import { TextEditor } from '../edit/texts/TextEditor.tsx';
import type { useEditSession } from '../edit/protocol/useEditSession.ts';
import type { GalleryEntry, SurfaceState } from '../entries/dimensions.ts';

interface GalleryDialogsProps {
  session: ReturnType<typeof useEditSession>;
  state: SurfaceState;
  version: number;
  /** The entries in the gallery's language (its first when it shows them all). */
  inLanguage: GalleryEntry[];
}

export function GalleryDialogs({ session, state, version, inLanguage }: GalleryDialogsProps) {
  return (
    <>
      {session.picked && (
        <TextEditor
          key={session.picked.key}
          textKey={session.picked.key}
          language={session.picked.language}
          languages={state.languages}
          onClose={session.close}
          onSaved={session.saved}
        />
      )}
      {session.dialog === 'copyVariant' && (
        <CopyVariantForm
          languages={state.languages}
          basePath={state.basePath}
          onClose={session.close}
          onSaved={session.saved}
        />
      )}
      {session.dialog === 'experiment' && (
        <ExperimentDialog
          generator={inLanguage.find((entry) => entry.id === state.splitGenerator)}
          arms={inLanguage.filter((entry) => entry.dimension === 'experiment')}
          version={version}
          onClose={session.close}
        />
      )}
    </>
  );
}
