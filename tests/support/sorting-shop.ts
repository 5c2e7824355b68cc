/**
 * The sorting tests' catalogue (issue 21 item 7): products with prices, ratings, review counts
 * and times chosen so that every sort has ties to break, one hidden, one with variants, one in
 * another category; what each was made with (to compute the expected orders from), the admin
 * and a buyer.
 */
import { factories } from './factories';
import { createTestServer, TestServer } from './test-server';
import { catalogSettled } from './wait';

/** What the expected orders are computed from: each product as the test made it. */
export interface Made {
  id: number;
  title: string;
  /** paisa */
  price: number;
  rating: number;
  reviews: number;
  at: number;
  visible: boolean;
  categoryId: number;
}

export type Sort = 'newest' | 'price_asc' | 'price_desc' | 'rating';
export const SORTS: Sort[] = ['newest', 'price_asc', 'price_desc', 'rating'];
export const ENUM: Record<Sort, string> = {
  newest: 'NEWEST',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  rating: 'RATING',
};
/** The orders as the issue states them: ties broken by id; rating, then review count, then newest. */
const ORDER: Record<Sort, (a: Made, b: Made) => number> = {
  newest: (a, b) => b.at - a.at || b.id - a.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || b.id - a.id,
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || b.at - a.at || b.id - a.id,
};
export const expectedIds = (made: Made[], sort: Sort, keep: (p: Made) => boolean = () => true) =>
  made
    .filter((p) => p.visible && keep(p))
    .sort(ORDER[sort])
    .map((p) => p.id);

export const FEED = `query($f: ProductFilterInput, $s: ProductSort, $a: String, $n: Int) {
  productFeed(filter: $f, sort: $s, after: $a, first: $n) { items { id price } nextCursor hasMore total }
}`;

/** The back office's REST save of a product at a new price (`rupees`), the rest of its form as made. */
export const saveAtPrice = (
  shop: Pick<SortingShop, 't' | 'admin' | 'categoryId'>,
  product: { id: number; title: string },
  rupees: number,
) =>
  shop.t.rest(
    'PUT',
    `/admin/products/${product.id}`,
    {
      title: product.title,
      category: shop.categoryId,
      price: rupees,
      sku: `SKU-${product.id}`,
      is_featured: 'no',
      status: 1,
      qty: 10,
    },
    shop.admin,
  );

export interface SortingShop {
  t: TestServer;
  categoryId: number;
  otherCategoryId: number;
  brandId: number;
  admin: string;
  buyer: string;
  made: Made[];
}

export async function startSortingShop(): Promise<SortingShop> {
  const made: Made[] = [];
  const t = await createTestServer();
  const f = factories(t.db.ds);
  const categoryId = (await f.category({ name: 'Sorted Toys' })).id;
  const otherCategoryId = (await f.category({ name: 'Sorted Decor' })).id;
  const brandId = (await f.brand({ name: 'Karachi Knots' })).id;
  const base = Date.parse('2026-02-01T00:00:00Z');
  const make = async (
    title: string,
    rupees: number,
    rating: number,
    reviews: number,
    minute: number,
    over: { status?: number; categoryId?: number; brandId?: number } = {},
  ) => {
    const at = base + minute * 60_000;
    const p = await f.product({
      title,
      price: rupees,
      averageRating: rating,
      reviewCount: reviews,
      createdAt: new Date(at),
      categoryId,
      ...over,
    });
    made.push({
      id: p.id,
      title,
      price: Math.round(rupees * 100),
      rating,
      reviews,
      at,
      visible: over.status !== 0,
      categoryId: over.categoryId ?? categoryId,
    });
    return p;
  };
  await make('Blanket A', 500, 4.5, 8, 1, { brandId });
  await make('Bunny B', 1500.5, 4.5, 8, 2);
  await make('Coaster C', 1500.5, 3, 2, 3, { brandId });
  await make('Doll D', 2000, 4.5, 12, 4);
  // Base price Rs 3,100; its variants cost Rs 2,900 and Rs 3,400: its card shows "from Rs 2,900",
  // and the listing sorts and filters it by that price.
  const elephant = await make('Elephant E', 3100, 0, 0, 5);
  await f.variant(elephant.id, { price: 290000, stock: 2 });
  await f.variant(elephant.id, { price: 340000, stock: 1 });
  made[made.length - 1].price = 290000;
  await make('Fox F (hidden)', 2500, 5, 30, 6, { status: 0 });
  await make('Garland G', 1200, 4.5, 12, 7, { categoryId: otherCategoryId });
  const prices = [1200, 1200, 800, 2000, 1500.5];
  const ratings = [0, 4.5, 3, 5];
  const reviews = [0, 8, 2, 1];
  // Fillers 1 to 4 made in the same minute: the id breaks their tie.
  for (let i = 1; i <= 14; i++)
    await make(`Filler ${i}`, prices[i % 5], ratings[i % 4], reviews[i % 4], i <= 4 ? 8 : 8 + i);
  const admin = await t.adminToken();
  const [u] = await t.db.ds.query(
    `INSERT INTO users (name, email) VALUES ('Buyer', 'buyer@sorting.pk') RETURNING id, role, token_version`,
  );
  const buyer = await t.services.tokens.sign({ id: u.id, role: u.role, tokenVersion: u.token_version });
  await catalogSettled(t);
  return { t, categoryId, otherCategoryId, brandId, admin, buyer, made };
}
