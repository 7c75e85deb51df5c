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

  it('starts a failed load again on the next call (a Retry after the connection came back)', async () => {
    let online = false;
    const load = vi.fn(async (name: string) => {
      if (!online) throw new TypeError(`Failed to fetch dynamically imported module: ${name}`);
      return name;
    });
    const loadByName = loadOnce(load);
    await expect(loadByName('action')).rejects.toThrow(TypeError);
    online = true;
    expect(await loadByName('action')).toBe('action');
    expect(loadByName('action')).toBe(loadByName('action'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
