/**
 * The modules the page's hydration needs besides the app's own (its translations and screen), named by the
 * prerendered root's data-preload: asked for together, once the first paint's fonts are in, so that no request
 * competes with the page's largest paint and none waits for the router's loaders to ask.
 */
export function preloadPageModules(root: HTMLElement) {
  for (const href of root.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
