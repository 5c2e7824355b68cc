import type { DataSource } from 'typeorm';
import { ProductImageEntity } from './product-image.entity';
import { ProductEntity, ProductVariantEntity } from './product.entity';
import type { LinkedAttributeValue } from './product.relations';

/** Products and their relations by id, one query per relation for any number of products (the request's loaders). */
export class ProductBatches {
  constructor(private readonly ds: DataSource) {}

  async byIds(ids: readonly number[]): Promise<ProductEntity[]> {
    return this.ds
      .getRepository(ProductEntity)
      .createQueryBuilder('p')
      .where('p.id = ANY(:ids)', { ids })
      .getMany();
  }

  // ---- batched relations (one query per relation for any number of products) ----

  async imagesFor(productIds: readonly number[]): Promise<ProductImageEntity[]> {
    return this.ds
      .getRepository(ProductImageEntity)
      .createQueryBuilder('i')
      .where('i.product_id = ANY(:ids)', { ids: productIds })
      .orderBy('i.product_id')
      .addOrderBy('i.is_default', 'DESC')
      .addOrderBy('i.position')
      .addOrderBy('i.id')
      .getMany();
  }

  async attributeValuesFor(productIds: readonly number[]): Promise<LinkedAttributeValue[]> {
    return this.ds.query(
      `SELECT pav.product_id AS "productId", av.id, av.value, av.code, av.position, a.id AS "attributeId",
              a.name AS "attributeName", pav.qty
         FROM product_attribute_values pav
         JOIN attribute_values av ON av.id = pav.attribute_value_id
         JOIN attributes a ON a.id = av.attribute_id
        WHERE pav.product_id = ANY($1::int[])
        ORDER BY pav.product_id, a.id, av.position, av.id`,
      [productIds],
    );
  }

  async variantsFor(productIds: readonly number[]): Promise<ProductVariantEntity[]> {
    return this.ds
      .getRepository(ProductVariantEntity)
      .createQueryBuilder('v')
      .where('v.product_id = ANY(:ids)', { ids: productIds })
      .orderBy('v.product_id')
      .addOrderBy('v.id')
      .getMany();
  }

  async attributeValuesByIds(
    ids: readonly number[],
  ): Promise<Array<{ id: number; value: string; code: string | null; attributeId: number }>> {
    const rows: Array<{ id: number; value: string; code: string | null; attribute_id: number }> =
      await this.ds.query(
        'SELECT id, value, code, attribute_id FROM attribute_values WHERE id = ANY($1::int[])',
        [ids],
      );
    return rows.map((r) => ({ id: r.id, value: r.value, code: r.code, attributeId: r.attribute_id }));
  }
}
