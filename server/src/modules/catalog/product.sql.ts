import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ProductImageEntity } from './product-image.entity';
import { ProductEntity, type ProductVariantEntity } from './product.entity';
import { keepRelations, type LinkedAttributeValue, type ProductRelations } from './product.relations';

interface Row {
  id: number;
  title: string;
  price: number;
  list_price: number;
  compare_price: number | null;
  qty: number;
  sku: string;
  barcode: string | null;
  status: number;
  is_featured: boolean;
  short_description: string | null;
  description: string | null;
  category_id: number;
  brand_id: number | null;
  average_rating: string;
  review_count: number;
  created_at: Date;
  updated_at: Date;
  cursor_at: string;
  category: ProductRelations['category'];
  brand: ProductRelations['brand'];
  images: ProductImageEntity[];
  attribute_values: LinkedAttributeValue[];
  variants: ProductVariantEntity[];
}

/**
 * The rows' statement: products by id with their relations, in the order `orderBy`. The ids
 * are `$1` (an array) unless `ids` says otherwise (an array expression, say `ARRAY(<a SELECT
 * of ids>)`, so that choosing the ids and reading their rows is one statement).
 */
export function productRowsSql(orderBy: string, ids = '$1::int[]'): string {
  return `SELECT p.id, p.title, p.price, p.list_price, p.compare_price, p.qty, p.sku, p.barcode, p.status, p.is_featured, p.short_description,
            p.description, p.category_id, p.brand_id, p.average_rating, p.review_count, p.created_at, p.updated_at,
            to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
            json_build_object('id', c.id, 'name', c.name, 'status', c.status, 'parentId', c.parent_id) AS category,
            CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', b.name, 'status', b.status) END AS brand,
            (SELECT coalesce(json_agg(json_build_object('id', i.id, 'productId', i.product_id, 'image', i.image, 'isDefault', i.is_default,
                     'position', i.position, 'width', i.width, 'height', i.height) ORDER BY i.is_default DESC, i.position, i.id), '[]')
               FROM product_images i WHERE i.product_id = p.id) AS images,
            (SELECT coalesce(json_agg(json_build_object('productId', pav.product_id, 'qty', pav.qty, 'id', av.id, 'value', av.value, 'code', av.code,
                     'position', av.position, 'attributeId', a.id, 'attributeName', a.name) ORDER BY a.id, av.position, av.id), '[]')
               FROM product_attribute_values pav
               JOIN attribute_values av ON av.id = pav.attribute_value_id
               JOIN attributes a ON a.id = av.attribute_id
              WHERE pav.product_id = p.id) AS attribute_values,
            (SELECT coalesce(json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'sku', v.sku, 'price', v.price, 'stock', v.stock,
                     'sizeValueId', v.size_value_id, 'colorValueId', v.color_value_id) ORDER BY v.id), '[]')
               FROM product_variants v WHERE v.product_id = p.id) AS variants
       FROM products p
       JOIN categories c ON c.id = p.category_id
       LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.id = ANY(${ids})
      ORDER BY ${orderBy}`;
}

/**
 * Products `ids` and everything a listing or a product page shows of them (images, attribute
 * values with their stock, variants, category, brand) in one round trip, in the order
 * `orderBy` (product columns as `p.<column> ASC|DESC`, newest first by default). Each
 * product's relations are kept beside it (`relationsOf`) for the request's DataLoaders
 * (`primeRelations`), so a page of a listing costs its ids' query and this one, instead of
 * six round trips.
 */
export async function productsWithRelations(
  ds: DataSource,
  ids: readonly number[],
  orderBy = 'p.created_at DESC, p.id DESC',
): Promise<{ products: ProductEntity[]; cursors: string[] }> {
  if (!ids.length) return { products: [], cursors: [] };
  return fromRows(await preparedRows(ds, productRowsSql(orderBy), [ids]));
}

/**
 * As `productsWithRelations`, for the products whose ids the statement `idsSql` (with its
 * positional `params`) selects, in the same round trip: a listing page's ids (an offset or a
 * cursor on the sort's index) and its rows are one statement, not two one after the other.
 */
export async function selectedWithRelations(
  ds: DataSource,
  idsSql: string,
  params: unknown[],
  orderBy: string,
): Promise<{ products: ProductEntity[]; cursors: string[] }> {
  return fromRows(await preparedRows(ds, productRowsSql(orderBy, `ARRAY(${idsSql})`), params));
}

/** The pg pool under TypeORM's data source (its driver's `master`). */
interface Pool {
  query(statement: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** Named statements at most: texts beyond them (values written into the text) run unnamed. */
const MAX_NAMED = 500;
const statementNames = new Map<string, string>();

/**
 * Runs the rows' statement as a named prepared statement (each connection parses it once):
 * planning a statement this size costs PostgreSQL about as much as running it, and a plan
 * kept for its text is reused. Its texts are few: one per listing shape, sort and page size
 * (a page's offset is a parameter), so the names are kept by text.
 */
async function preparedRows(ds: DataSource, text: string, values: unknown[]): Promise<Row[]> {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED) {
    name = `rows_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  if (!name) return (await ds.query(text, values)) as Row[];
  const pool = (ds.driver as unknown as { master: Pool }).master;
  return (await pool.query({ name, text, values })).rows as Row[];
}

function fromRows(rows: Row[]): { products: ProductEntity[]; cursors: string[] } {
  const products = rows.map((r) => {
    const product = Object.assign(new ProductEntity(), {
      id: r.id,
      title: r.title,
      price: r.price,
      listPrice: r.list_price,
      comparePrice: r.compare_price,
      qty: r.qty,
      sku: r.sku,
      barcode: r.barcode,
      status: r.status,
      isFeatured: r.is_featured,
      shortDescription: r.short_description,
      description: r.description,
      categoryId: r.category_id,
      brandId: r.brand_id,
      averageRating: Number(r.average_rating),
      reviewCount: r.review_count,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    });
    keepRelations(product, {
      images: r.images,
      attributeValues: r.attribute_values,
      variants: r.variants,
      category: r.category,
      brand: r.brand,
    });
    return product;
  });
  return { products, cursors: rows.map((r) => r.cursor_at) };
}
