// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { UnknownBlock } from '../../src/render/UnknownBlock.tsx';
import '../support/renderHook.tsx'; // React's act environment

describe('an unknown block type', () => {
  it('says in words, in development, which type is unknown and where block types are added', async () => {
    expect(import.meta.env.DEV).toBe(true);
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<UnknownBlock type="carousel" known={['heading', 'text']} />));
    const placeholder = container.querySelector('[data-unknown-block="carousel"]')!;
    expect(placeholder.getAttribute('role')).toBe('alert');
    expect(placeholder.textContent).toBe(
      'Unknown block type "carousel" (known: heading, text). A block type is a component in src/blocks/blockRegistry.ts and a $defs entry in schema/config/screen.schema.json.',
    );
  });
});
