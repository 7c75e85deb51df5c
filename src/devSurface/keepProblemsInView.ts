// Vite's error overlay covers a page when a module fails to load, and a config or locale file is such a module while
// it does not parse: the gallery's previews (the app's pages in frames) and the gallery itself would each show one.
// The gallery names the file, its line and column in its own problem list on top, and the previews keep showing the
// page from before the edit: an overlay about such a file would only hide both, so it is taken away. Any other error
// (the code's) keeps Vite's overlay.
const OVERLAY = 'vite-error-overlay';
const aboutConfig = (overlay: Element) => /\/(config|locales)\/\S*\.json/.test(overlay.shadowRoot?.textContent ?? '');

function clearOverlays(page: Document) {
  const clear = () => page.querySelectorAll(OVERLAY).forEach((overlay) => aboutConfig(overlay) && overlay.remove());
  new MutationObserver(clear).observe(page.body, { childList: true });
  clear();
}

export function keepProblemsInView(): void {
  clearOverlays(document);
  // A frame's load does not bubble: caught on its way down.
  const framed = (event: Event) => {
    const page = event.target instanceof HTMLIFrameElement ? event.target.contentDocument : null;
    if (page?.body) clearOverlays(page);
  };
  document.addEventListener('load', framed, true);
}
