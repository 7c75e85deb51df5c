/**
 * Where a mock provider keeps its interactions, sessions, grants and codes: in memory, bounded, expiring. Our own,
 * so oidc-provider's start-up warning about its quick-start adapter does not fill the dev server's log.
 */
interface Stored {
  payload: Record<string, unknown>;
  expiresAt: number;
}

const MAX_ENTRIES = 2000;

export function memoryAdapterFactory() {
  const entries = new Map<string, Stored>();
  const live = (key: string): Record<string, unknown> | undefined => {
    const stored = entries.get(key);
    if (stored && stored.expiresAt > Date.now()) return stored.payload;
    entries.delete(key);
    return undefined;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}

    private key = (id: string) => `${this.model}:${id}`;

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      entries.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }

    async find(id: string) {
      return live(this.key(id));
    }

    async findByUid(uid: string) {
      for (const key of entries.keys()) {
        if (key.startsWith(`${this.model}:`) && live(key)?.uid === uid) return live(key);
      }
      return undefined;
    }

    async findByUserCode() {
      return undefined;
    }

    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string) {
      for (const [key, stored] of entries) if (stored.payload.grantId === grantId) entries.delete(key);
    }
  };
}
