// One prerendered page: the build's index.html with the page's language, its <head> metadata (React puts a
// page's <title> and <meta> first in its output), the modules hydration needs (preloaded by src/main.tsx after the
// first paint's fonts), the rendered app, and the notice a browser without JavaScript shows, in the page's language only.
import type { RenderedPage } from '../../src/entry-server.tsx';
import { PAGE_HEAD_END, PAGE_HEAD_START } from '../../src/routing/prerenderedHead.ts';

type Page = Extract<RenderedPage, { kind: 'page' }>;

const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface PageAssets {
  /** Modules hydration needs besides the entry's own imports (the page's translations and screen). */
  preload: string[];
  /** A style sheet's URL → its text: inlined, so the first paint waits for no request but the page itself. */
  styles: Record<string, string>;
  /** What a browser without JavaScript says above the page (locales/<lang>/translation.json `noscript`). */
  noscript: string;
}

/** Where index.html wants the notice for browsers without JavaScript. */
const NOSCRIPT_MARKER = /<!-- noscript:[^>]*-->/;
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function pageHtml(template: string, page: Page, { preload, styles, noscript }: PageAssets): string {
  const head = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(head.length);
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  if (!NOSCRIPT_MARKER.test(template)) throw new Error('index.html has no <!-- noscript: … --> marker');
  return (
    template
      // The inlined sheet keeps its link, disabled (never fetched): Vite's loader finds it there and does not load
      // the sheet again for each lazy chunk that lists it (each chunk importing the entry's helpers does).
      .replace(/<link rel="stylesheet"[^>]* href="([^"]+)">/g, (link, href: string) =>
        styles[href] === undefined
          ? link
          : `<style>${styles[href]}</style><link rel="stylesheet" href="${href}" disabled>`,
      )
      // Function replacers: a '$' in a page's text is text, not a replacement pattern.
      .replace(/<html lang="[^"]*"/, () => `<html lang="${attribute(page.lang)}"`)
      .replace(NOSCRIPT_MARKER, () => `<noscript><p class="noscript">${text(noscript)}</p></noscript>`)
      .replace('</head>', () => `${PAGE_HEAD_START}${head}${PAGE_HEAD_END}</head>`)
      .replace(
        root,
        () =>
          `<div id="root" data-route="${attribute(page.routeId)}" data-preload="${attribute(preload.join(' '))}">${body}</div>`,
      )
  );
}
