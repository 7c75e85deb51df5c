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
    await act(async () => {
      for (let i = 0; i < 50 && !container.querySelector('strong'); i++) await new Promise((r) => setTimeout(r, 20));
    });
    expect(container.querySelector('strong')?.textContent).toBe('this');
    expect(container.textContent).toBe('Read this');
  });
});
