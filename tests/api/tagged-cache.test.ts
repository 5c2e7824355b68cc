/**
 * TaggedCache, the store behind the catalogue caches: a value read before a change to one of its
 * tags refused, entries dropped by tag, entries served lately refreshed in place, and its entry
 * count and byte budget kept.
 */
import { Invalidations, TaggedCache } from '../../server/src/platform/cache/tagged-cache';

describe('TaggedCache', () => {
  const make = (maxEntries: number, maxBytes?: number) => {
    const invalidations = new Invalidations();
    let live = true;
    const cache = new TaggedCache<string>(invalidations, () => live, {
      maxEntries,
      maxBytes,
      sizeOf: (v) => v.length,
    });
    return { cache, invalidations, down: () => (live = false) };
  };

  it('refuses a value read before a change to one of its tags, and keeps one read before an unrelated change', () => {
    const { cache, invalidations } = make(10);
    const since = invalidations.now();
    invalidations.invalidate(['product:1']);
    expect(cache.set('a', 'old', ['product:1'], since)).toBe(false);
    expect(cache.set('b', 'fine', ['product:2'], since)).toBe(true);
    expect(cache.get('b')).toBe('fine');
  });

  it('drops exactly the entries carrying an evicted tag', () => {
    const { cache, invalidations } = make(10);
    const now = invalidations.now();
    cache.set('listing', 'L', ['product:1', 'product:2'], now);
    cache.set('one', 'P1', ['product:1'], now);
    cache.set('two', 'P2', ['product:2'], now);
    cache.evict(['product:1']);
    expect([cache.get('listing'), cache.get('one'), cache.get('two')]).toEqual([undefined, undefined, 'P2']);
  });

  it('keeps at most its entry count and byte budget, least recently used out first, and nothing while down', () => {
    const { cache, invalidations, down } = make(2);
    const now = invalidations.now();
    cache.set('a', '1', [], now);
    cache.set('b', '2', [], now);
    cache.get('a');
    cache.set('c', '3', [], now);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['1', undefined, '3']);
    const bytes = make(100, 250);
    const page = (n: number) => String(n).repeat(100);
    bytes.cache.set('/a', page(1), [], 0);
    bytes.cache.set('/b', page(2), [], 0);
    bytes.cache.get('/a');
    bytes.cache.set('/c', page(3), [], 0); // 300 bytes: the least recently used (/b) goes
    expect([bytes.cache.get('/a'), bytes.cache.get('/b'), bytes.cache.get('/c')]).toEqual([
      page(1),
      undefined,
      page(3),
    ]);
    expect(bytes.cache.set('/big', page(4).repeat(3), [], 0)).toBe(false);
    down();
    expect(cache.get('a')).toBeUndefined();
  });
});
