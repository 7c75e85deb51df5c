/**
 * Forgets what @graphql-tools/mock filled in for one object (answers.ts points it at objects by $ref), so the mocked
 * values stay as bounded as the store's records. Its MockStore has no way to drop one object: its values live in a
 * plain object by type name and key (a private field), read here; tests/mock-server/store-bounds.test.ts checks it.
 */
import type { IMockStore } from '@graphql-tools/mock';

export function forgetMockValues(mockValues: IMockStore, typeName: string, key: string): void {
  const values = (mockValues as unknown as { store?: Record<string, Record<string, unknown> | undefined> }).store;
  delete values?.[typeName]?.[key];
}
