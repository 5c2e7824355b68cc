/**
 * The catalogue as other modules read it: visible products for pricing and for a review, and
 * everything the CSV export writes of products. Their SQL stays here, beside the tables.
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import { AttributeEntity, AttributeValueEntity } from './attribute.entity';
import { BrandEntity } from './brand.entity';
import { CategoryEntity } from './category.entity';
import { ProductAttributeValueEntity, ProductEntity, ProductVariantEntity } from './product.entity';
import { visibleProductSql } from './visibility';

/** A visible product as pricing reads it: its picture, whether it has variants, its attribute values. */
export interface PricedProductRow {
  id: number;
  title: string;
  price: number;
  status: number;
  image: string | null;
  has_variants: boolean;
  values: Array<{ id: number; value: string; attribute_id: number; attribute: string }>;
}

/** The visible products among `ids`, in one round trip (an invisible one is simply absent). */
export function visibleProductsForPricing(
  em: EntityManager,
  ids: readonly number[],
): Promise<PricedProductRow[]> {
  return em.query(
    `SELECT p.id, p.title, p.price, p.status,
            (SELECT i.image FROM product_images i WHERE i.product_id = p.id ORDER BY i.is_default DESC, i.position, i.id LIMIT 1) AS image,
            EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id) AS has_variants,
            (SELECT coalesce(json_agg(json_build_object('id', av.id, 'value', av.value, 'attribute_id', a.id, 'attribute', a.name)), '[]')
               FROM product_attribute_values pav
               JOIN attribute_values av ON av.id = pav.attribute_value_id
               JOIN attributes a ON a.id = av.attribute_id
              WHERE pav.product_id = p.id) AS values
       FROM products p
      WHERE p.id = ANY($1::int[]) AND ${visibleProductSql('p')}`,
    [ids],
  );
}

/** Product `id` if it is visible, its row locked for the rest of `em`'s transaction; null if not. */
export function lockVisibleProduct(em: EntityManager, id: number): Promise<ProductEntity | null> {
  return em
    .getRepository(ProductEntity)
    .createQueryBuilder('p')
    .setLock('pessimistic_write')
    .where('p.id = :id', { id })
    .andWhere(visibleProductSql('p'))
    .getOne();
}

/** What the CSV export writes of a list of products: their options, variants and the names they refer to. */
export interface ProductSheet {
  links: ProductAttributeValueEntity[];
  variants: ProductVariantEntity[];
  valueById: Map<number, AttributeValueEntity>;
  attributeName: Map<number, string>;
  categoryName: Map<number, string>;
  brandName: Map<number, string>;
}

/** Products `ids` as the shop holds them now. */
export function productsById(ds: DataSource, ids: number[]): Promise<ProductEntity[]> {
  return ds.getRepository(ProductEntity).find({ where: { id: In(ids) } });
}

/** The options, variants, values, attributes, categories and brands of products `ids`. */
export async function productSheet(ds: DataSource, ids: number[]): Promise<ProductSheet> {
  const [links, variants, categories, brands] = await Promise.all([
    ds.getRepository(ProductAttributeValueEntity).find({ where: { productId: In(ids) } }),
    ds.getRepository(ProductVariantEntity).find({ where: { productId: In(ids) }, order: { id: 'ASC' } }),
    ds.getRepository(CategoryEntity).find(),
    ds.getRepository(BrandEntity).find(),
  ]);
  const valueIds = [
    ...new Set([
      ...links.map((l) => l.attributeValueId),
      ...variants.flatMap((v) => [v.sizeValueId, v.colorValueId].filter((x): x is number => x !== null)),
    ]),
  ];
  const values = await ds.getRepository(AttributeValueEntity).find({ where: { id: In(valueIds) } });
  const attributes = await ds
    .getRepository(AttributeEntity)
    .find({ where: { id: In([...new Set(values.map((v) => v.attributeId))]) } });
  return {
    links,
    variants,
    valueById: new Map(values.map((v) => [v.id, v])),
    attributeName: new Map(attributes.map((a) => [a.id, a.name])),
    categoryName: new Map(categories.map((c) => [c.id, c.name])),
    brandName: new Map(brands.map((b) => [b.id, b.name])),
  };
}
