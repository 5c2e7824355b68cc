/** Small builders for test data, written straight to the database. */
import type { DataSource } from 'typeorm';
import { AttributeEntity, AttributeValueEntity } from '../../server/src/modules/catalog/attribute.entity';
import { BrandEntity } from '../../server/src/modules/catalog/brand.entity';
import { CategoryEntity } from '../../server/src/modules/catalog/category.entity';
import {
  ProductAttributeValueEntity,
  ProductEntity,
  ProductVariantEntity,
} from '../../server/src/modules/catalog/product.entity';
import { ProductImageEntity } from '../../server/src/modules/catalog/product-image.entity';

let seq = 0;
const next = () => ++seq;

export function factories(ds: DataSource) {
  return {
    category(over: Partial<CategoryEntity> = {}) {
      return ds
        .getRepository(CategoryEntity)
        .save({ name: `Category ${next()}`, status: 1, parentId: null, ...over });
    },
    brand(over: Partial<BrandEntity> = {}) {
      return ds.getRepository(BrandEntity).save({ name: `Brand ${next()}`, status: 1, ...over });
    },
    async attribute(name: string, values: Array<{ value: string; code?: string }>) {
      const attribute = await ds.getRepository(AttributeEntity).save({ name });
      const saved = await ds.getRepository(AttributeValueEntity).save(
        values.map((v, i) => ({
          attributeId: attribute.id,
          value: v.value,
          code: v.code ?? null,
          position: i,
        })),
      );
      return { attribute, values: saved };
    },
    /** Size (Small, Medium) and Colour (Red, Blue), the pickers of the catalogue tests. */
    async sizeAndColour() {
      const size = await this.attribute('Size', [
        { value: 'Small', code: 'S' },
        { value: 'Medium', code: 'M' },
      ]);
      const colour = await this.attribute('Colour', [
        { value: 'Red', code: 'RED' },
        { value: 'Blue', code: 'BLU' },
      ]);
      return { size, colour };
    },
    /** A product; `price` is in rupees here for readability. */
    async product(
      over: Partial<Omit<ProductEntity, 'price'>> & { categoryId: number; price?: number; createdAt?: Date },
    ) {
      const n = next();
      const { price, ...rest } = over;
      return ds.getRepository(ProductEntity).save({
        title: `Product ${n}`,
        sku: `SKU-${n}-${Math.random().toString(36).slice(2, 7)}`,
        qty: 10,
        status: 1,
        isFeatured: false,
        brandId: null,
        ...rest,
        price: Math.round((price ?? 1000) * 100),
      } as ProductEntity);
    },
    /** A new category with `count` products, newest first a second apart ("Shelf 0" the newest): listings page through them in this order. */
    async shelf(count: number) {
      const categoryId = (await this.category()).id;
      const now = Date.now();
      const products: ProductEntity[] = [];
      for (let i = 0; i < count; i++)
        products.push(
          await this.product({ categoryId, title: `Shelf ${i}`, createdAt: new Date(now - i * 1000) }),
        );
      return { categoryId, products, newest: now };
    },
    linkValue(productId: number, attributeValueId: number, qty: number) {
      return ds.getRepository(ProductAttributeValueEntity).save({ productId, attributeValueId, qty });
    },
    variant(productId: number, over: Partial<ProductVariantEntity> = {}) {
      return ds.getRepository(ProductVariantEntity).save({
        productId,
        sku: `VAR-${next()}`,
        price: 100000,
        stock: 3,
        sizeValueId: null,
        colorValueId: null,
        ...over,
      });
    },
    image(productId: number, over: Partial<ProductImageEntity> = {}) {
      return ds
        .getRepository(ProductImageEntity)
        .save({ productId, image: `img-${next()}.webp`, isDefault: false, position: 0, ...over });
    },
  };
}
