// A card's texts in edit mode, as its previews show them: the way to pick one by keyboard (or screen reader), where a
// click in a preview is the mouse's.
import type { TextOnPage } from './useMarkedFrame.ts';

interface Props {
  texts: TextOnPage[];
  language: string;
  previewed: boolean;
  onPick: (key: string) => void;
}

export function TextsOnPage({ texts, language, previewed, onPick }: Props) {
  return (
    <details className="ds-texts">
      <summary>Texts on this page ({texts.length})</summary>
      {texts.length === 0 ? (
        <p className="ds-note">
          {previewed ? 'Listed once a preview has loaded.' : 'Choose a screen to preview the page and list its texts.'}
        </p>
      ) : (
        <ul>
          {texts.map(({ key, text }) => (
            <li key={key}>
              <button type="button" className="ds-text-pick" onClick={() => onPick(key)}>
                <span lang={language}>{text || '(empty)'}</span> <code>{key}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
