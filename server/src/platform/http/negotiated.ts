import { LRUCache } from 'lru-cache';

/**
 * `negotiate` worked out once per header value: a client sends the same Accept or
 * Accept-Encoding on every request, and negotiator parses it afresh each time.
 */
export function negotiatedOnce<T>(negotiate: (header: string) => T): (header: string) => T {
  const known = new LRUCache<string, { value: T }>({ max: 100 });
  return (header) => {
    let hit = known.get(header);
    if (!hit) known.set(header, (hit = { value: negotiate(header) }));
    return hit.value;
  };
}
