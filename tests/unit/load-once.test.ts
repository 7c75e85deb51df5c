import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../src/platform/loadOnce.ts';

describe('loadOnce', () => {
  it('starts each name once and gives every caller the same promise', async () => {
    const load = vi.fn(async (name: string) => name.toUpperCase());
    const loadByName = loadOnce(load);
    const first = loadByName('form');
    expect(loadByName('form')).toBe(first);
    expect(await loadByName('action')).toBe('ACTION');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
