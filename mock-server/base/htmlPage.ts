// The mock backend's few HTML pages (the shop's start page, the legal texts): one plain page shell.

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface HtmlPage {
  lang: string;
  /** Text: escaped here. */
  title: string;
  /** HTML the caller escaped. */
  body: string;
}

/** The page's HTML: a plain shell with the title as its heading. */
export function htmlPage(page: HtmlPage): string {
  return `<!doctype html>
<html lang="${page.lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(page.title)}</title>
    <link rel="icon" href="data:," />
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1.25rem; line-height: 1.5">
    <main>
      <h1>${escapeHtml(page.title)}</h1>
      ${page.body}
    </main>
  </body>
</html>
`;
}

/** A page in this language with this title (text) and body (HTML the caller escaped). */
export function htmlPageResponse(
  page: HtmlPage,
  { cacheControl, head = false }: { cacheControl: string; head?: boolean },
): Response {
  return new Response(head ? null : htmlPage(page), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
  });
}
