// "Add a copy variant": its name, headline and subline per language (an empty language is named, never filled with
// another's words), a picture config already shows, who sees it (an address parameter or how codes start) and a test
// code the mock seeds. One save writes config/variants.json, the seven locale files and the mock's catalogue.
import { useState, type FormEvent } from 'react';
import { AudienceFields } from './AudienceFields.tsx';
import { copyVariantEdits, draftProblem, emptyLanguages, type CopyVariantDraft } from './copyVariantEdits.ts';
import { writeEdits } from '../protocol/editApi.ts';
import type { Change } from '../protocol/editProtocol.ts';
import { VariantTexts, type TextPart } from './VariantTexts.tsx';
import { EditDialogFooter } from '../protocol/EditDialogFooter.tsx';
import { useModal } from '../protocol/useModal.ts';
import { useSave } from '../protocol/useSave.ts';
import { HeroPicker } from './HeroPicker.tsx';
import { useCopyVariantFiles } from './useCopyVariantFiles.ts';

interface Props {
  languages: string[];
  basePath: string;
  onClose: () => void;
  onSaved: (change: Change, text: string) => void;
}

export function CopyVariantForm({ languages: asked, basePath, onClose, onSaved }: Props) {
  // The languages as the form opened: the gallery's state is read anew after each edit.
  const [languages] = useState(asked);
  const dialog = useModal();
  const [draft, setDraft] = useState<CopyVariantDraft>({
    name: '',
    texts: {},
    audience: { kind: 'none' },
    testCode: '',
  });
  const { saving, refused, refuse, save: write } = useSave();
  const files = useCopyVariantFiles(languages, basePath, refuse);
  const setText = (lang: string, part: TextPart, value: string) =>
    setDraft((d) => ({
      ...d,
      texts: { ...d.texts, [lang]: { headline: '', subline: '', ...d.texts[lang], [part]: value } },
    }));
  const empty = emptyLanguages(draft, languages);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!files) return;
    const problem = draftProblem(draft, files);
    if (problem) return refuse(problem);
    await write(async () => {
      const { change } = await writeEdits(copyVariantEdits(draft, files));
      const open = draft.testCode ? ` Open ${basePath}/${draft.testCode}?disablegb=true to see it.` : '';
      onSaved(change, `Added the copy variant ${draft.name} as change ${change.id}.${open}`);
    });
  }

  return (
    <dialog ref={dialog} className="ds-dialog" aria-labelledby="ds-variant-title" onClose={onClose}>
      <form onSubmit={save} noValidate>
        <h2 id="ds-variant-title">Add a copy variant</h2>
        <label className="ds-field">
          Name (letters, digits and “-”; its texts are registration.copy.&lt;name&gt;)
          <input value={draft.name} onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value.trim() }))} />
        </label>
        <VariantTexts languages={languages} texts={draft.texts} empty={empty} onChange={setText} />
        <p className="ds-note" aria-live="polite">
          {empty.length > 0 &&
            `Empty in ${empty.join(', ')}: those pages show no headline or subline there until it is written.`}
        </p>
        <HeroPicker files={files} hero={draft.hero} onChange={(hero) => setDraft((d) => ({ ...d, hero }))} />
        <AudienceFields
          audience={draft.audience}
          testCode={draft.testCode}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
        />
        <EditDialogFooter
          refused={refused}
          label="Add the copy variant"
          savingLabel="Adding…"
          saving={saving}
          unready={!files}
          dialog={dialog}
        />
      </form>
    </dialog>
  );
}
