// @vitest-environment jsdom
// The gallery's edit mode: a page opened with ?i18nMarks (in development) carries each text's key invisibly, the
// words as they are; the gallery finds each text of a preview with its key, and the one a click lands on.
import { readFileSync } from 'node:fs';
import { wrap } from 'i18next-subliminal';
import { describe, expect, it } from 'vitest';
import { keyAt, markedTexts, visible, withMarks } from '../../src/devSurface/edit/texts/textMarks.ts';
import { englishText, i18nOn } from '../support/appI18n.ts';

const variants = JSON.parse(readFileSync('config/variants.json', 'utf8'));
const headlineKey: string = variants.copyVariants.social.headline;

describe('?i18nMarks in development', () => {
  it('keeps the words and carries the key of each text, a filled-in one too', async () => {
    const i18n = await i18nOn('/acquisition/MOCK-DEFAULT?utm_source=social&i18nMarks');
    const marked = i18n.t(headlineKey);
    expect(marked).not.toBe(englishText(headlineKey));
    expect(visible(marked)).toBe(englishText(headlineKey));
    document.body.innerHTML = `<h2>${marked}</h2><p>${i18n.t('registration.voucher.p15mov', { minimumOrderValue: '€50' })}</p>`;
    expect(markedTexts(document).map(({ key, text }) => [key, text])).toEqual([
      [headlineKey, englishText(headlineKey)],
      [
        'registration.voucher.p15mov',
        englishText('registration.voucher.p15mov').replace('{{minimumOrderValue}}', '€50'),
      ],
    ]);
  });

  it('is off without the parameter', async () => {
    const i18n = await i18nOn('/acquisition/MOCK-DEFAULT?utm_source=social');
    expect(i18n.t(headlineKey)).toBe(englishText(headlineKey));
  });
});

describe("a preview's texts", () => {
  const page = () => {
    document.body.innerHTML = `
      <main>
        <h1>${wrap('Title', { key: 'page.title' })}</h1>
        <p id="sentence">${wrap('Read the <a href="/terms">terms</a> first', { key: 'page.terms' })}</p>
        <label>${wrap('E-mail', { key: 'form.email' })}<input placeholder="${wrap('you@example.com', { key: 'form.emailHint' })}"></label>
        <p>${wrap('Title', { key: 'page.title' })}</p>
        <section id="plain"><span>no key here</span></section>
      </main>`;
    return markedTexts(document);
  };

  it('each with its key and its words, once, a text with a link in it whole', () => {
    expect(page().map(({ key, text, element }) => [key, text, element.tagName])).toEqual([
      ['page.title', 'Title', 'H1'],
      ['page.terms', 'Read the terms first', 'P'],
      ['form.email', 'E-mail', 'LABEL'],
      ['form.emailHint', 'you@example.com', 'INPUT'],
    ]);
  });

  it('picks the text a click lands on: inside its element (its link too), or the first inside what was clicked', () => {
    const texts = page();
    expect(keyAt(document.querySelector('#sentence a')!, texts)).toBe('page.terms');
    expect(keyAt(document.querySelector('input')!, texts)).toBe('form.emailHint');
    expect(keyAt(document.querySelector('main')!, texts)).toBe('page.title');
    expect(keyAt(document.querySelector('#plain span')!, texts)).toBeUndefined();
  });
});

describe('a preview address in edit mode', () => {
  it('asks the page for marks, through a mock reproduce link too', () => {
    expect(withMarks('/acquisition/de/MOCK-DEFAULT?utm_source=social&disablegb=true')).toBe(
      '/acquisition/de/MOCK-DEFAULT?utm_source=social&disablegb=true&i18nMarks',
    );
    expect(withMarks('/acquisition/en/about-1')).toBe('/acquisition/en/about-1?i18nMarks');
    const reproduce = withMarks('/mock/reproduce?scenario=code-expired&to=%2Facquisition%2Fen%2FMOCK-EXPIRED');
    expect(new URL(reproduce, 'http://x').searchParams.get('to')).toBe('/acquisition/en/MOCK-EXPIRED?i18nMarks');
  });
});
