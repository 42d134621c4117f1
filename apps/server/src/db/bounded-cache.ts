/**
 * A map that forgets its oldest entry past a size. For documents cached under a data version
 * (promotions under promotions_version; menus keep each restaurant's newest menus_version): an entry
 * is never stale, since a write changes the version, but old versions must not pile up.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly maxEntries = 500) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    // A key set again is the newest, and pushes nothing else out.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
