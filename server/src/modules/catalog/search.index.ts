import type { DataSource } from 'typeorm';
import { CHANGE } from '../../db/migrations/1732700000000-change-notify';
import type { Logger } from '../../logger';
import type { CatalogCache } from './catalog.cache';

/** Every visible product's id, title and SKU (lower case), newest first. */
interface Snapshot {
  ids: Int32Array;
  titles: string[];
  skus: string[];
  /** Trigram → positions (ascending, so newest first) of the products whose title or SKU has it. */
  postings: Map<string, Int32Array>;
}

/** Waits this long after a change before rebuilding, so a burst of writes costs one build. */
const REBUILD_DELAY_MS = 100;

/** Adds each distinct trigram of `text` to `into`. */
function trigramsOf(text: string, into: Set<string>): void {
  for (let i = 0; i + 3 <= text.length; i++) into.add(text.slice(i, i + 3));
}

/** The positions in every list (each ascending), smallest list first. */
function intersect(lists: Int32Array[]): Int32Array {
  lists.sort((a, b) => a.length - b.length);
  let result = lists[0];
  for (let l = 1; l < lists.length && result.length; l++) {
    const other = lists[l];
    const out = new Int32Array(result.length);
    let n = 0;
    let j = 0;
    for (let i = 0; i < result.length; i++) {
      const v = result[i];
      while (j < other.length && other[j] < v) j++;
      if (j === other.length) break;
      if (other[j] === v) out[n++] = v;
    }
    result = out.subarray(0, n);
  }
  return result;
}

/**
 * The live search's in-memory index, one per instance: the visible products' titles and
 * SKUs with a trigram index, answering the same question as the SQL search (title or
 * SKU contains the text, case-insensitively; titles that start with it first, then
 * newest first) without a database round trip.
 *
 * It is rebuilt from the database when the catalogue cache's LISTEN connection hears
 * `catalog_changed` with the `search` payload (triggers fire only on writes that change
 * what a search finds: titles, SKUs, visibility, not stock or reviews), or when that
 * connection comes up. Until a rebuild that no later change overtook has finished,
 * and whenever the connection is down, `find` answers null and the caller searches in SQL.
 */
export class SearchIndex {
  private snapshot: Snapshot | null = null;
  private version = 0;
  private timer: NodeJS.Timeout | null = null;
  private building = false;
  /** Builds finished (tests read it). */
  builds = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly cache: CatalogCache,
    private readonly logger: Logger,
  ) {
    cache.onChange((payload) => {
      if (payload === null || payload === CHANGE.search) this.changed();
    });
  }

  get ready(): boolean {
    return this.snapshot !== null && this.cache.enabled;
  }

  /** Ids of at most `limit` matching visible products in result order, or null when not ready. */
  find(text: string, limit: number): number[] | null {
    const snap = this.snapshot;
    if (!snap || !this.cache.enabled) return null;
    const q = text.toLowerCase();
    const { titles, skus } = snap;
    let candidates: Int32Array | null = null;
    if (q.length >= 3) {
      const grams = new Set<string>();
      trigramsOf(q, grams);
      const lists: Int32Array[] = [];
      for (const g of grams) {
        const list = snap.postings.get(g);
        if (!list) return [];
        lists.push(list);
      }
      candidates = intersect(lists);
    }
    const prefixed: number[] = [];
    const others: number[] = [];
    const visit = (i: number) => {
      const title = titles[i];
      if (title.startsWith(q)) {
        if (prefixed.length < limit) prefixed.push(i);
      } else if (others.length < limit && (title.includes(q) || skus[i].includes(q))) {
        others.push(i);
      }
    };
    if (candidates) for (let k = 0; k < candidates.length && prefixed.length < limit; k++) visit(candidates[k]);
    else for (let i = 0; i < titles.length && prefixed.length < limit; i++) visit(i);
    return [...prefixed, ...others].slice(0, limit).map((i) => snap.ids[i]);
  }

  private changed(): void {
    this.version++;
    this.snapshot = null;
    if (this.timer || !this.cache.enabled) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.rebuild();
    }, REBUILD_DELAY_MS);
    this.timer.unref();
  }

  private async rebuild(): Promise<void> {
    if (this.building) return;
    this.building = true;
    try {
      while (this.cache.enabled) {
        const version = this.version;
        const snapshot = await this.load();
        if (version === this.version) {
          this.snapshot = snapshot;
          this.builds++;
          break;
        }
      }
    } catch (err) {
      this.logger.warn({ err }, 'search index: rebuild failed; searching in SQL until the next change');
    } finally {
      this.building = false;
    }
  }

  private async load(): Promise<Snapshot> {
    const rows: { id: number; title: string; sku: string }[] = await this.ds.query(`
      SELECT p.id, lower(p.title) AS title, lower(p.sku) AS sku
      FROM products p
      WHERE p.status = 1
        AND EXISTS (SELECT 1 FROM categories c WHERE c.id = p.category_id AND c.status = 1)
        AND (p.brand_id IS NULL OR EXISTS (SELECT 1 FROM brands b WHERE b.id = p.brand_id AND b.status = 1))
      ORDER BY p.created_at DESC, p.id DESC`);
    const ids = new Int32Array(rows.length);
    const titles: string[] = new Array(rows.length);
    const skus: string[] = new Array(rows.length);
    const lists = new Map<string, number[]>();
    const grams = new Set<string>();
    rows.forEach((r, i) => {
      ids[i] = r.id;
      titles[i] = r.title;
      skus[i] = r.sku;
      grams.clear();
      trigramsOf(r.title, grams);
      trigramsOf(r.sku, grams);
      for (const g of grams) {
        const list = lists.get(g);
        if (list) list.push(i);
        else lists.set(g, [i]);
      }
    });
    const postings = new Map<string, Int32Array>();
    for (const [g, list] of lists) postings.set(g, Int32Array.from(list));
    return { ids, titles, skus, postings };
  }
}
