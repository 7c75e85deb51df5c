// The bound every store of the mock uses: oldest added first, the pinned seed never, a rewrite makes it newest.
import { describe, expect, it } from 'vitest';
import { appendBounded, BoundedMap } from '../../mock-server/store/boundedMap.ts';

describe('BoundedMap', () => {
  it('forgets the oldest added entry past its capacity, and says which', () => {
    const forgotten: string[] = [];
    const map = new BoundedMap<string, number>(3, [], (key) => forgotten.push(key));
    for (const key of ['a', 'b', 'c', 'd', 'e']) map.set(key, 1);
    expect([...map.values()]).toHaveLength(3);
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => map.has(key))).toEqual([false, false, true, true, true]);
    expect(forgotten).toEqual(['a', 'b']);
  });

  it('never forgets a pinned entry, though it may change', () => {
    const map = new BoundedMap<string, number>(2, [['seed', 0]]);
    map.set('seed', 7);
    for (let i = 0; i < 10; i++) map.set(`k${i}`, i);
    expect(map.get('seed')).toBe(7);
    expect(map.size).toBe(3);
    map.delete('seed');
    expect(map.has('seed')).toBe(true);
  });

  it('makes a rewritten entry the newest', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect(map.has('b')).toBe(false);
    expect(map.get('a')).toBe(3);
    expect(map.find((value) => value === 4)).toBe(4);
  });
});

describe('appendBounded', () => {
  it('keeps the newest items, in order', () => {
    const list = [1, 2];
    appendBounded(list, [3, 4, 5], 3);
    expect(list).toEqual([3, 4, 5]);
  });
});
