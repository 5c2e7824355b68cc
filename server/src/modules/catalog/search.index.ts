import type { DataSource } from 'typeorm';
import type { Logger } from '../../platform/logger';
import type { ChangeSource } from '../../platform/cache';
import { changesSearch } from './cache-policy';
import { visibleProductSql } from './visibility';

/** Every visible product's id, title and SKU (lower case), category and brand (0: none), newest first. */
interface Snapshot {
  ids: Int32Array;
  titles: string[];
  skus: string[];
  categories: Int32Array;
  brands: Int32Array;
  /** Trigram → positions (ascending, so newest first) of the products whose title or SKU has it. */
  postings: Map<string, Int32Array>;
  /** A title's first one, two and three characters → positions (ascending). */
  prefixes: Map<string, Int32Array>;
}

/** Waits this long after a change before rebuilding, so a burst of writes costs one build. */
const REBUILD_DELAY_MS = 100;

export interface IndexFilter {
  /** Only these categories (null: any). */
  categoryIds: readonly number[] | null;
  /** Only these brands (null: any). */
  brandIds: readonly number[] | null;
}

/** Adds each distinct trigram of `text` to `into`. */
function trigramsOf(text: string, into: Set<string>): void {
  for (let i = 0; i + 3 <= text.length; i++) into.add(text.slice(i, i + 3));
}

/** The first index at or after `from` whose value is ≥ v (galloping, then binary search). */
function seek(list: Int32Array, v: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < list.length && list[hi] < v) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (from < hi) {
    const mid = (from + hi) >>> 1;
    if (list[mid] < v) from = mid + 1;
    else hi = mid;
  }
  return from;
}

/**
 * Calls `visit` with each position in all of `lists` (each ascending), in ascending order,
 * walking the shortest list and galloping through the others, until `visit` returns false.
 */
function eachInAll(lists: Int32Array[], visit: (position: number) => boolean): void {
  lists.sort((a, b) => a.length - b.length);
  const [shortest, ...others] = lists;
  const at = others.map(() => 0);
  next: for (let k = 0; k < shortest.length; k++) {
    const v = shortest[k];
    for (let l = 0; l < others.length; l++) {
      at[l] = seek(others[l], v, at[l]);
      if (at[l] === others[l].length) return;
      if (others[l][at[l]] !== v) continue next;
    }
    if (!visit(v)) return;
  }
}

/** Map of arrays → map of typed arrays. */
function frozen(lists: Map<string, number[]>): Map<string, Int32Array> {
  const out = new Map<string, Int32Array>();
  for (const [key, list] of lists) out.set(key, Int32Array.from(list));
  return out;
}

function add(lists: Map<string, number[]>, key: string, i: number): void {
  const list = lists.get(key);
  if (list) list.push(i);
  else lists.set(key, [i]);
}

/**
 * The live search's in-memory index, one per instance: the visible products' titles and
 * SKUs with a trigram index, answering the same question as the SQL search (title or
 * SKU contains the text, case-insensitively; titles that start with it first, then
 * newest first) without a database round trip.
 *
 * It also answers the shop's searched listings (`matching`: every match, newest first,
 * within categories and brands), so their pages and totals cost no SQL either.
 *
 * It is rebuilt from the database when the change feed reports a change to what a search
 * finds (titles, SKUs, visibility, categories and brands of products, products coming or
 * going; not stock or reviews), or when the feed comes up. Until a rebuild that no later
 * change overtook has finished, and whenever the feed is down, `find` and `matching`
 * answer null and the caller searches in SQL.
 */
export class SearchIndex {
  private snapshot: Snapshot | null = null;
  private version = 0;
  private timer: NodeJS.Timeout | null = null;
  private building = false;
  /** Builds finished (tests read it). */
  builds = 0;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly ds: DataSource,
    private readonly feed: ChangeSource,
    private readonly logger: Logger,
    /** Off: every search goes to SQL. */
    private readonly enabled = true,
  ) {
    if (enabled) {
      feed.subscribe((event) => {
        if (changesSearch(event)) this.changed();
      });
    }
  }

  get ready(): boolean {
    return this.snapshot !== null && this.feed.live;
  }

  /** Resolves when the index is ready (at once, or when the build under way or the next one finishes). */
  whenReady(): Promise<void> {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The trigram lists holding every trigram of `q` (null: all products, for a shorter text; empty: none match). */
  private listsFor(snap: Snapshot, q: string): Int32Array[] | null {
    if (q.length < 3) return null;
    const grams = new Set<string>();
    trigramsOf(q, grams);
    const lists: Int32Array[] = [];
    for (const g of grams) {
      const list = snap.postings.get(g);
      if (!list) return [];
      lists.push(list);
    }
    return lists;
  }

  /**
   * Ids of every visible product whose title or SKU contains `text` (any case), within the
   * filter's categories and brands, newest first (the shop's searched listing), or null
   * when not ready.
   */
  matching(text: string, filter: IndexFilter): number[] | null {
    const snap = this.snapshot;
    if (!snap || !this.feed.live) return null;
    const q = text.toLowerCase();
    const { titles, skus, categories, brands, ids } = snap;
    const inCategories = filter.categoryIds ? new Set(filter.categoryIds) : null;
    const inBrands = filter.brandIds ? new Set(filter.brandIds) : null;
    const found: number[] = [];
    const visit = (i: number) => {
      if (
        (titles[i].includes(q) || skus[i].includes(q)) &&
        (!inCategories || inCategories.has(categories[i])) &&
        (!inBrands || inBrands.has(brands[i]))
      ) {
        found.push(ids[i]);
      }
      return true;
    };
    const lists = this.listsFor(snap, q);
    if (lists) {
      if (lists.length) eachInAll(lists, visit);
    } else {
      for (let i = 0; i < titles.length; i++) visit(i);
    }
    return found;
  }

  /** Ids of at most `limit` matching visible products in result order, or null when not ready. */
  find(text: string, limit: number): number[] | null {
    const snap = this.snapshot;
    if (!snap || !this.feed.live) return null;
    const q = text.toLowerCase();
    const { titles, skus } = snap;
    // The products holding every trigram of the text (all products for a shorter text).
    const lists = this.listsFor(snap, q);
    if (lists && !lists.length) return [];
    // Titles that start with the text first (newest first), from the titles' own prefix lists…
    const found: number[] = [];
    const starting = snap.prefixes.get(q.slice(0, 3)) ?? [];
    for (let k = 0; k < starting.length && found.length < limit; k++)
      if (titles[starting[k]].startsWith(q)) found.push(starting[k]);
    // …then, if there are fewer than `limit` of those (so all are found), the newest that only contain it.
    const contains = (i: number) =>
      !titles[i].startsWith(q) && (titles[i].includes(q) || skus[i].includes(q));
    if (found.length < limit) {
      const visit = (i: number) => {
        if (contains(i)) found.push(i);
        return found.length < limit;
      };
      if (lists) eachInAll(lists, visit);
      else for (let i = 0; i < titles.length && visit(i); i++);
    }
    return found.map((i) => snap.ids[i]);
  }

  private changed(): void {
    this.version++;
    this.snapshot = null;
    if (this.timer || !this.feed.live) return;
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
      while (this.feed.live) {
        const version = this.version;
        const snapshot = await this.load();
        if (version === this.version) {
          this.snapshot = snapshot;
          this.builds++;
          for (const resolve of this.waiting.splice(0)) resolve();
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
    const rows: { id: number; title: string; sku: string; category_id: number; brand_id: number | null }[] =
      await this.ds.query(`
      SELECT p.id, lower(p.title) AS title, lower(p.sku) AS sku, p.category_id, p.brand_id
      FROM products p
      WHERE ${visibleProductSql('p')}
      ORDER BY p.created_at DESC, p.id DESC`);
    const ids = new Int32Array(rows.length);
    const titles: string[] = new Array(rows.length);
    const skus: string[] = new Array(rows.length);
    const categories = new Int32Array(rows.length);
    const brands = new Int32Array(rows.length);
    const lists = new Map<string, number[]>();
    const prefixes = new Map<string, number[]>();
    const grams = new Set<string>();
    rows.forEach((r, i) => {
      ids[i] = r.id;
      titles[i] = r.title;
      skus[i] = r.sku;
      categories[i] = r.category_id;
      brands[i] = r.brand_id ?? 0;
      grams.clear();
      trigramsOf(r.title, grams);
      trigramsOf(r.sku, grams);
      for (const g of grams) add(lists, g, i);
      for (let n = 1; n <= Math.min(3, r.title.length); n++) add(prefixes, r.title.slice(0, n), i);
    });
    return { ids, titles, skus, categories, brands, postings: frozen(lists), prefixes: frozen(prefixes) };
  }
}
