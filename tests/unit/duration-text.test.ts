import { describe, expect, it } from 'vitest';
import { durationText } from '../../src/devSurface/qa/durationText.ts';

const MINUTE = 60_000;

describe('durationText: the QA console says how far the mock clock moved as a person would', () => {
  it.each([
    [15 * 24 * 60 * MINUTE, '15 days'],
    [(24 * 60 + 120) * MINUTE, '1 day 2 hours'],
    [45 * MINUTE, '45 minutes'],
    [61 * MINUTE, '1 hour 1 minute'],
    [0, '0 minutes'],
  ])('%d ms reads "%s"', (ms, text) => expect(durationText(ms)).toBe(text));
});
