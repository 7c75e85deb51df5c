import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pushEvent } from '../../src/platform/tracking/dataLayer.ts';
import { hashEmail, sha256Hex } from '../../src/platform/tracking/sha256.ts';

const nodeSha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('tracking', () => {
  it('hashes with SHA-256 as Node does', async () => {
    expect(await sha256Hex('reg_123')).toBe(nodeSha256('reg_123'));
  });

  it('normalises an e-mail before hashing it', async () => {
    expect(await hashEmail('  Anna.Berg@Example.COM ')).toBe(nodeSha256('anna.berg@example.com'));
  });

  it('pushes events to the dataLayer, creating it when missing', () => {
    const target: { dataLayer?: { event: string }[] } = {};
    pushEvent({ event: 'registration_country_changed', country: 'AT' }, target);
    pushEvent({ event: 'registration_step', step: 'form_submitted' }, target);
    expect(target.dataLayer).toEqual([
      { event: 'registration_country_changed', country: 'AT' },
      { event: 'registration_step', step: 'form_submitted' },
    ]);
  });
});
