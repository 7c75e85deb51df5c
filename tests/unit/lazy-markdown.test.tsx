// @vitest-environment jsdom
// RJSF's Markdown, which the build gives it lazily (scripts/vite/lazyMarkdownPlugin.ts): a form that asks for
// Markdown still gets it parsed, once the parser has loaded.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../src/forms/lazyMarkdown.tsx';
import '../support/renderHook.tsx'; // React's act environment

describe('the lazily loaded Markdown', () => {
  it('renders the parsed Markdown once the parser has loaded', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () =>
      root.render(<Markdown options={{ disableParsingRawHTML: true }}>{'Read **this**'}</Markdown>),
    );
    expect(container.textContent).toBe('Read **this**'); // the text itself while the parser loads
    // The parser loaded (the same module the component asks for), React renders the parsed text.
    await act(() => import('markdown-to-jsx/react'));
    expect(container.querySelector('strong')?.textContent).toBe('this');
    expect(container.textContent).toBe('Read this');
  });
});
