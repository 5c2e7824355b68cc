import type { CatalogCache } from '../modules/catalog/catalog.cache';

/** A rendered storefront page: its status, UTF-8 bytes and ETag. */
export interface RenderedPage {
  status: number;
  body: Buffer;
  etag: string;
}

/**
 * Rendered storefront pages, least recently used out first, within a byte budget (a page is
 * 100 KB or more, far from the small JSON bodies the catalogue cache counts in entries).
 * It follows the catalogue cache: it serves nothing while that is off or bypassed (its
 * LISTEN connection down), and a page rendered before the catalogue's last change (its
 * `generation()`) is never served or stored, so a catalogue write through any instance
 * clears it as it clears the catalogue cache.
 */
export class PageCache {
  private readonly pages = new Map<string, RenderedPage>();
  private generation = -1;
  private bytes = 0;

  constructor(
    private readonly catalog: CatalogCache,
    private readonly maxBytes: number,
  ) {}

  get(key: string): RenderedPage | undefined {
    if (!this.fresh()) return undefined;
    const hit = this.pages.get(key);
    if (hit) {
      this.pages.delete(key);
      this.pages.set(key, hit);
    }
    return hit;
  }

  /** Stores a page rendered at `generation` (taken before rendering), unless the catalogue changed since. */
  set(key: string, generation: number, page: RenderedPage): void {
    if (!this.fresh() || generation !== this.generation || page.body.length > this.maxBytes) return;
    const old = this.pages.get(key);
    if (old) this.bytes -= old.body.length;
    this.pages.delete(key);
    this.pages.set(key, page);
    this.bytes += page.body.length;
    for (const [k, p] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(k);
      this.bytes -= p.body.length;
    }
  }

  get size(): number {
    return this.pages.size;
  }

  /** Whether pages may be served; drops them all once the catalogue has changed. */
  private fresh(): boolean {
    if (!this.catalog.enabled) return false;
    const now = this.catalog.generation();
    if (now !== this.generation) {
      this.pages.clear();
      this.bytes = 0;
      this.generation = now;
    }
    return true;
  }
}
