/**
 * The catalogue's raw SQL (modules/catalog/product.sql.ts, a measured hot path: every listing
 * page and product page) reads the same rows TypeORM reads for the same products: the
 * product's columns, its images, linked attribute values with their stock, variants,
 * category and brand, in their orders.
 */
import { type DataSource } from 'typeorm';
import { relationsOf } from '../../server/src/modules/catalog';
import { BrandEntity } from '../../server/src/modules/catalog/brand.entity';
import { CategoryEntity } from '../../server/src/modules/catalog/category.entity';
import { ProductEntity, ProductVariantEntity } from '../../server/src/modules/catalog/product.entity';
import { productsWithRelations } from '../../server/src/modules/catalog/product.sql';
import { ProductImageEntity } from '../../server/src/modules/catalog/product-image.entity';
import { factories } from '../support/factories';
import { createTestDatabase, type TestDatabase } from '../support/database';

let db: TestDatabase;
let ds: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  ds = db.ds;
});
afterAll(() => db.drop());

it('reads a product and its relations as TypeORM reads their rows', async () => {
  const f = factories(ds);
  const parent = await f.category({ name: 'Toys' });
  const category = await f.category({ name: 'Amigurumi', parentId: parent.id });
  const brand = await f.brand({ name: 'Yarn & Co' });
  const product = await f.product({
    categoryId: category.id,
    brandId: brand.id,
    price: 1500.5,
    comparePrice: 180_000,
    description: '<p>Soft</p>',
    shortDescription: 'Soft toy',
    barcode: '123',
    averageRating: 4.25,
    reviewCount: 3,
  });
  const other = await f.product({ categoryId: category.id, createdAt: new Date(Date.now() - 60_000) });
  const { values } = await f.attribute('Colour', [{ value: 'Red', code: 'RED' }, { value: 'Blue' }]);
  for (const [i, v] of values.entries())
    await ds.query(
      'INSERT INTO product_attribute_values (product_id, attribute_value_id, qty) VALUES ($1, $2, $3)',
      [product.id, v.id, 5 + i],
    );
  await ds.getRepository(ProductImageEntity).save([
    { productId: product.id, image: 'b.webp', isDefault: false, position: 1, width: 800, height: 600 },
    { productId: product.id, image: 'a.webp', isDefault: true, position: 2, width: 640, height: 480 },
  ]);
  await ds.getRepository(ProductVariantEntity).save([
    {
      productId: product.id,
      sku: 'V-2',
      price: 160_000,
      stock: 4,
      sizeValueId: null,
      colorValueId: values[0].id,
    },
    { productId: product.id, sku: 'V-1', price: 150_000, stock: 0, sizeValueId: null, colorValueId: null },
  ]);

  const { products } = await productsWithRelations(ds, [other.id, product.id]);
  // Newest first, as the listing orders them.
  expect(products.map((p) => p.id)).toEqual([product.id, other.id]);
  const read = products[0];

  const orm = await ds.getRepository(ProductEntity).findOneByOrFail({ id: product.id });
  const { version: _version, ...columns } = orm as ProductEntity & { version: number };
  expect({ ...read }).toEqual(columns);

  const relations = relationsOf(read)!;
  const images = await ds
    .getRepository(ProductImageEntity)
    .find({ where: { productId: product.id }, order: { isDefault: 'DESC', position: 'ASC', id: 'ASC' } });
  // What a card and a page show of an image (its upload time is the back office's).
  expect(relations.images).toEqual(images.map(({ createdAt: _createdAt, ...i }) => i));
  const variants = await ds
    .getRepository(ProductVariantEntity)
    .find({ where: { productId: product.id }, order: { id: 'ASC' } });
  expect(relations.variants).toEqual(variants.map(({ createdAt: _createdAt, ...v }) => v));
  expect(relations.attributeValues).toEqual(
    values.map((v, i) => ({
      productId: product.id,
      qty: 5 + i,
      id: v.id,
      value: v.value,
      code: v.code,
      position: v.position,
      attributeId: v.attributeId,
      attributeName: 'Colour',
    })),
  );
  const cat = await ds.getRepository(CategoryEntity).findOneByOrFail({ id: category.id });
  expect(relations.category).toEqual({
    id: cat.id,
    name: cat.name,
    status: cat.status,
    parentId: cat.parentId,
  });
  const b = await ds.getRepository(BrandEntity).findOneByOrFail({ id: brand.id });
  expect(relations.brand).toEqual({ id: b.id, name: b.name, status: b.status });
  expect(relationsOf(products[1])!.brand).toBeNull();
});
