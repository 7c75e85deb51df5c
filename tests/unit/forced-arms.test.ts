import { describe, expect, it } from 'vitest';
import { forcedArms } from '../../src/experiments/forcedArms.ts';

describe('forcedArms', () => {
  it('reads each parameter whose value is a variation index, and only those', () => {
    const url = new URL('https://example.test/acquisition/MOCK-VALID?copy-test=1&flow=0&lang=de&q=&page=1.5&big=1234');
    expect(forcedArms(url)).toEqual({ 'copy-test': 1, flow: 0 });
  });
});
