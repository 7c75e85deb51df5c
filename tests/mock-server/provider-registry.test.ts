// One mock provider per origin and provider name, made once, and no more than MAX_PROVIDERS of them.
import { describe, expect, it } from 'vitest';
import { MAX_PROVIDERS, ProviderRegistry } from '../../mock-server/oidc/providerRegistry.ts';

describe('ProviderRegistry', () => {
  it('makes a provider once per origin and name, its issuer on that origin', async () => {
    const registry = new ProviderRegistry();
    const first = await registry.get('http://localhost:5173', 'apple');
    expect(await registry.get('http://localhost:5173', 'apple')).toBe(first);
    expect(first.provider.issuer).toBe('http://localhost:5173/mock/oidc/apple');
    expect((await registry.get('http://localhost:4173', 'apple')).provider.issuer).toBe(
      'http://localhost:4173/mock/oidc/apple',
    );
  });

  it('forgets the oldest past the limit', async () => {
    const registry = new ProviderRegistry();
    const origins = Array.from({ length: MAX_PROVIDERS + 3 }, (_, i) => `http://localhost:${5000 + i}`);
    const first = await registry.get(origins[0]!, 'google');
    for (const origin of origins.slice(1)) await registry.get(origin, 'google');
    expect(registry.size).toBe(MAX_PROVIDERS);
    expect(await registry.get(origins[0]!, 'google')).not.toBe(first);
  });
});
