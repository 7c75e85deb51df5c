// One text in every language, side by side, edited and saved to locales/<lang>/translation.json through the dev
// server, which refuses (one sentence, nothing written) what check:config would object to or a file changed since.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { readValues, sentenceOf, writeEdits } from '../protocol/editApi.ts';
import { keyPointer, localeFile, type Change, type FileEdit, type ValueRead } from '../protocol/editProtocol.ts';
import { EditDialogFooter } from '../protocol/EditDialogFooter.tsx';
import { useModal } from '../protocol/useModal.ts';
import { useSave } from '../protocol/useSave.ts';
import { LanguageTexts } from './LanguageTexts.tsx';

interface Props {
  textKey: string;
  /** The language whose text was picked: its field has the focus. */
  language: string;
  languages: string[];
  onClose: () => void;
  onSaved: (change: Change) => void;
}

const asText = (read: ValueRead) => (typeof read.value === 'string' ? read.value : '');

export function TextEditor({ textKey, language, languages: asked, onClose, onSaved }: Props) {
  // The languages as the editor opened: the gallery's state is read anew after each edit.
  const [languages] = useState(asked);
  const dialog = useModal();
  const picked = useRef<HTMLTextAreaElement>(null);
  const [reads, setReads] = useState<ValueRead[]>();
  const [texts, setTexts] = useState<string[]>([]);
  const { saving, refused, refuse, save: write } = useSave();

  useEffect(() => {
    let current = true;
    readValues(languages.map((lang) => ({ file: localeFile(lang), pointer: keyPointer(textKey) }))).then(
      (answer) => current && (setReads(answer), setTexts(answer.map(asText))),
      (error: unknown) => current && refuse(sentenceOf(error)),
    );
    return () => void (current = false);
  }, [textKey, languages, refuse]);
  useEffect(() => picked.current?.focus(), [reads]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const edits = (reads ?? []).flatMap(({ file, pointer, hash }, i): FileEdit[] =>
      texts[i] === asText(reads![i]!) ? [] : [{ file, pointer, hash, value: texts[i] }],
    );
    if (edits.length === 0) return refuse('Nothing to save: every text is as it was.');
    await write(async () => onSaved((await writeEdits(edits)).change));
  }

  return (
    <dialog ref={dialog} className="ds-dialog" aria-labelledby="ds-editor-title" onClose={onClose}>
      <form onSubmit={save}>
        <h2 id="ds-editor-title">Edit a text</h2>
        <p className="ds-source">
          Key <code data-text-key>{textKey}</code> of <code>locales/&lt;language&gt;/translation.json</code>. Keep each{' '}
          <code>{'{{…}}'}</code> as it is: the page fills it in.
        </p>
        {!reads && !refused && <p>Reading the texts…</p>}
        {reads && (
          <LanguageTexts
            languages={languages}
            reads={reads}
            texts={texts}
            picked={language}
            pickedRef={picked}
            onChange={(i, text) => setTexts((all) => all.map((old, j) => (j === i ? text : old)))}
          />
        )}
        <EditDialogFooter
          refused={refused}
          label="Save"
          savingLabel="Saving…"
          saving={saving}
          unready={!reads}
          dialog={dialog}
        />
      </form>
    </dialog>
  );
}
