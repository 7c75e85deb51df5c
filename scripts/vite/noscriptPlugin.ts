// Puts the "this site requires JavaScript" message into index.html in every language, from locales/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MARKER = /<!-- noscript:[^>]*-->/;

export function noscriptPlugin(languages: readonly string[]): Plugin {
  return {
    name: 'acquisition-noscript',
    transformIndexHtml(html) {
      const paragraphs = languages.map((lang) => {
        const file = path.resolve('locales', lang, 'translation.json');
        const text = (JSON.parse(readFileSync(file, 'utf8')) as { noscript: string }).noscript;
        return `<p lang="${lang}">${text.replace(/[<>&]/g, '')}</p>`;
      });
      return html.replace(MARKER, `<noscript><div class="noscript">${paragraphs.join('')}</div></noscript>`);
    },
  };
}
