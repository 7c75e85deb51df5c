// Text that does not fit its box in a preview: the same-origin frame's text elements whose content is wider than
// they are (scrollWidth > clientWidth), and a page that scrolls sideways.
const TEXT = 'h1, h2, h3, h4, p, label, button, a, li, dt, dd, legend, th, td, input, select';

export function overflowingTexts(frame: HTMLIFrameElement): string[] {
  const doc = frame.contentDocument;
  if (!doc?.body) return [];
  const found: string[] = [];
  const root = doc.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    found.push(`the page is ${root.scrollWidth - root.clientWidth} px too wide`);
  for (const element of doc.querySelectorAll<HTMLElement>(TEXT)) {
    if (element.clientWidth === 0 || element.scrollWidth <= element.clientWidth + 1) continue;
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
    found.push(`${element.tagName.toLowerCase()} "${text.length > 48 ? `${text.slice(0, 47)}…` : text}"`);
  }
  return found;
}
