// One text's field per language, side by side, each labelled with its language (and 'missing' where the file has
// none); the picked language's field takes the focus.
import type { Ref } from 'react';
import type { ValueRead } from '../protocol/editProtocol.ts';
import { languageLabel } from './languageLabel.ts';

interface LanguageTextsProps {
  languages: string[];
  reads: ValueRead[];
  texts: string[];
  picked: string;
  pickedRef: Ref<HTMLTextAreaElement>;
  onChange: (index: number, text: string) => void;
}

export function LanguageTexts({ languages, reads, texts, picked, pickedRef, onChange }: LanguageTextsProps) {
  return (
    <div className="ds-languages">
      {languages.map((lang, i) => (
        <label key={lang}>
          <span>
            {languageLabel(lang)}
            {reads[i]!.value === undefined && ', missing'}
          </span>
          <textarea
            ref={lang === picked ? pickedRef : undefined}
            lang={lang}
            dir="auto"
            rows={4}
            value={texts[i]}
            onChange={(e) => onChange(i, e.target.value)}
          />
        </label>
      ))}
    </div>
  );
}
