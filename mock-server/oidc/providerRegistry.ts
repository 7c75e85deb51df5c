/**
 * One provider per origin and provider name, made on first use: the issuer names the origin, and dev (5173),
 * preview and the e2e ports differ. Bounded: past the limit the oldest goes (its sign-ins in progress with it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { createMockProvider } from './createMockProvider.ts';
import type { MockProviderName } from './socialSettings.ts';

export interface MountedProvider {
  provider: Provider;
  /** oidc-provider's request handler, for requests whose URL has the mount path stripped. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

export const MAX_PROVIDERS = 24;

async function mountProvider(origin: string, name: MockProviderName): Promise<MountedProvider> {
  const provider = await createMockProvider(origin, name);
  return { provider, handle: provider.callback() };
}

export class ProviderRegistry {
  private readonly mounted = new Map<string, Promise<MountedProvider>>();

  get(origin: string, name: MockProviderName): Promise<MountedProvider> {
    const key = `${name} ${origin}`;
    let found = this.mounted.get(key);
    if (!found) {
      found = mountProvider(origin, name);
      // A failed creation is not kept: the next request tries again.
      found.catch(() => this.mounted.delete(key));
      this.mounted.set(key, found);
      if (this.mounted.size > MAX_PROVIDERS) this.mounted.delete(this.mounted.keys().next().value!);
    }
    return found;
  }

  get size(): number {
    return this.mounted.size;
  }
}
