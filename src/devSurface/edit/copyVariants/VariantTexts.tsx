// A new copy variant's headline and subline in each language, side by side; a language left empty says so.
import type { CopyVariantDraft } from './copyVariantEdits.ts';
import { languageLabel } from '../texts/languageLabel.ts';

export type TextPart = 'headline' | 'subline';

interface Props {
  languages: string[];
  texts: CopyVariantDraft['texts'];
  empty: string[];
  onChange: (lang: string, part: TextPart, value: string) => void;
}

export function VariantTexts({ languages, texts, empty, onChange }: Props) {
  return (
    <div className="ds-languages">
      {languages.map((lang) => (
        <fieldset key={lang}>
          <legend>
            {languageLabel(lang)}
            {empty.includes(lang) && ', empty'}
          </legend>
          <label>
            Headline
            <input
              lang={lang}
              value={texts[lang]?.headline ?? ''}
              onChange={(e) => onChange(lang, 'headline', e.target.value)}
            />
          </label>
          <label>
            Subline
            <textarea
              lang={lang}
              rows={3}
              value={texts[lang]?.subline ?? ''}
              onChange={(e) => onChange(lang, 'subline', e.target.value)}
            />
          </label>
        </fieldset>
      ))}
    </div>
  );
}
