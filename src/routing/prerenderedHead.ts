// The prerendered page's own <head> tags (title, description, share tags) stand between two comments. React
// adopts them when it hydrates the page; when it renders another page there instead (a guard sent the visitor
// elsewhere), they go, and that page's tags take their place.
export const PAGE_HEAD_START = '<!--page-head-->';
export const PAGE_HEAD_END = '<!--/page-head-->';

export function dropPrerenderedHead(head: HTMLHeadElement) {
  let inside = false;
  for (const node of [...head.childNodes]) {
    const marker = node.nodeType === Node.COMMENT_NODE ? `<!--${node.nodeValue}-->` : undefined;
    if (marker === PAGE_HEAD_START) inside = true;
    if (inside) node.remove();
    if (marker === PAGE_HEAD_END) inside = false;
  }
}
