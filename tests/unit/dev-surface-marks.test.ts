// @vitest-environment jsdom
// The gallery's marks: a key the config check finds missing in a language marks the entries whose page shows it, and
// text wider than its box (or a page wider than its frame) in a preview is named. jsdom lays nothing out, so the
// widths are set by hand as a browser would measure them.
import { describe, expect, it } from 'vitest';
import type { GalleryEntry } from '../../src/devSurface/entries/dimensions.ts';
import { missingIn, missingKeysByLanguage } from '../../src/devSurface/gallery/missingTranslations.ts';
import { overflowingTexts } from '../../src/devSurface/gallery/overflow.ts';

const entry = (language: string, keys: string[]) => ({ language, keys }) as GalleryEntry;

describe('missing translations', () => {
  const problems = [
    {
      file: 'locales/sv/translation.json',
      pointer: '/screens/about-1/title',
      message: 'key "screens.about-1.title" is missing here but exists in en.',
    },
    { file: 'locales/sv/translation.json', pointer: '/screens/about-1/title', message: 'has other variables than en.' },
    { file: 'config/screens/about-1.json', pointer: '/blocks/0/text', message: 'i18n key is missing in sv.' },
  ];
  const missing = missingKeysByLanguage(problems);

  it('mark the entries of that language whose keys (or key prefixes) include the missing key', () => {
    expect(missingIn(entry('sv', ['meta.about-1.title', 'screens.about-1']), missing)).toEqual([
      'screens.about-1.title',
    ]);
    expect(missingIn(entry('sv', ['screens.about-1.title']), missing)).toEqual(['screens.about-1.title']);
    expect(missingIn(entry('sv', ['screens.about']), missing)).toEqual([]); // a prefix is a whole segment
    expect(missingIn(entry('de', ['screens.about-1']), missing)).toEqual([]);
  });
});

describe('overflowing texts', () => {
  const frameWith = (html: string, widths: Record<string, [scroll: number, client: number]>) => {
    const doc = document.implementation.createHTMLDocument('preview');
    doc.body.innerHTML = html;
    for (const [selector, [scroll, client]] of Object.entries(widths)) {
      const element = selector === 'html' ? doc.documentElement : doc.querySelector(selector)!;
      Object.defineProperty(element, 'scrollWidth', { value: scroll });
      Object.defineProperty(element, 'clientWidth', { value: client });
    }
    return { contentDocument: doc } as unknown as HTMLIFrameElement;
  };

  it('names a text wider than its box and a page wider than the frame, not what fits or is not laid out', () => {
    const frame = frameWith('<h1>Försäkringskassehandläggare</h1><p>Fits</p><button>Hidden</button>', {
      html: [420, 390],
      h1: [512, 358],
      p: [358, 358],
      button: [80, 0],
    });
    expect(overflowingTexts(frame)).toEqual(['the page is 30 px too wide', 'h1 "Försäkringskassehandläggare"']);
  });
});
