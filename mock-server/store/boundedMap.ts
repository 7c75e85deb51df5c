/**
 * A Map of at most `capacity` added entries besides its pinned ones (the seed): adding one past the capacity forgets
 * the oldest added entry (and tells `onForget`). Writing an added entry again makes it the newest. Pinned entries
 * can be changed but are never forgotten.
 */
export class BoundedMap<K, V> {
  private readonly pinned: Map<K, V>;
  private readonly added = new Map<K, V>();

  constructor(
    readonly capacity: number,
    pinned: Iterable<readonly [K, V]> = [],
    private readonly onForget: (key: K, value: V) => void = () => undefined,
  ) {
    this.pinned = new Map(pinned);
  }

  get(key: K): V | undefined {
    return this.pinned.has(key) ? this.pinned.get(key) : this.added.get(key);
  }

  has(key: K): boolean {
    return this.pinned.has(key) || this.added.has(key);
  }

  set(key: K, value: V): void {
    if (this.pinned.has(key)) {
      this.pinned.set(key, value);
      return;
    }
    this.added.delete(key); // re-inserted last: the map's order is the age the bound goes by
    this.added.set(key, value);
    if (this.added.size <= this.capacity) return;
    const [oldestKey, oldest] = this.added.entries().next().value!;
    this.added.delete(oldestKey);
    this.onForget(oldestKey, oldest);
  }

  delete(key: K): void {
    this.added.delete(key);
  }

  /** Pinned entries first, then the added ones, oldest first. */
  *values(): IterableIterator<V> {
    yield* this.pinned.values();
    yield* this.added.values();
  }

  find(predicate: (value: V) => boolean): V | undefined {
    for (const value of this.values()) if (predicate(value)) return value;
    return undefined;
  }

  /** All entries, the pinned ones included. */
  get size(): number {
    return this.pinned.size + this.added.size;
  }
}

/** Appends to a list kept to its newest `capacity` items (an outbox, a log). */
export function appendBounded<T>(list: T[], items: readonly T[], capacity: number): void {
  list.push(...items);
  if (list.length > capacity) list.splice(0, list.length - capacity);
}
