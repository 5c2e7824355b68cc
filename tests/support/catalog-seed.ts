/**
 * The catalogue the storefront tests read: categories (a child, a hidden one), brands (a closed
 * one), 14 kittens a minute apart, products hidden three ways, a bunny with per-value stock and
 * images, and a beanie with variants; the ids by name.
 */
import { factories } from './factories';
import { useShop } from './hooks';
import { createTestServer, type TestServer } from './test-server';

export async function seedCatalog(t: TestServer): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const f = factories(t.db.ds);
  const amigurumi = await f.category({ name: 'Amigurumi' });
  const animals = await f.category({ name: 'Animals', parentId: amigurumi.id });
  const home = await f.category({ name: 'Home Decor' });
  const hidden = await f.category({ name: 'Hidden Things', status: 0 });
  const b1 = await f.brand({ name: 'Lahore Loops' });
  const b2 = await f.brand({ name: 'Multan Makers' });
  const b3 = await f.brand({ name: 'Closed Brand', status: 0 });
  Object.assign(ids, {
    amigurumi: amigurumi.id,
    animals: animals.id,
    home: home.id,
    hidden: hidden.id,
    b1: b1.id,
    b2: b2.id,
    b3: b3.id,
  });

  const base = Date.parse('2026-01-01T00:00:00Z');
  let minute = 0;
  const at = () => new Date(base + ++minute * 60_000);
  for (let i = 1; i <= 14; i++) {
    await f.product({
      title: `Crochet Kitten ${i}`,
      categoryId: animals.id,
      brandId: b1.id,
      createdAt: at(),
      isFeatured: i % 5 === 0,
    });
  }
  await f.product({ title: 'Top Level Amigurumi Doll', categoryId: amigurumi.id, createdAt: at() });
  const bunny = await f.product({
    title: 'Bunny Amigurumi',
    categoryId: animals.id,
    brandId: b2.id,
    qty: 5,
    price: 1500,
    comparePrice: 180000,
    createdAt: at(),
    isFeatured: true,
    description: '<p>Soft bunny</p>',
  });
  const coaster = await f.product({ title: 'Cotton Coaster Set 50%', categoryId: home.id, createdAt: at() });
  await f.product({ title: 'Secret Inactive Item', categoryId: home.id, status: 0, createdAt: at() });
  await f.product({ title: 'Hidden Category Item', categoryId: hidden.id, createdAt: at() });
  await f.product({ title: 'Closed Brand Item', categoryId: home.id, brandId: b3.id, createdAt: at() });
  const soldOut = await f.product({ title: 'Sold Out Scarf', categoryId: home.id, qty: 0, createdAt: at() });
  const beanie = await f.product({ title: 'Variant Beanie', categoryId: home.id, qty: 0, createdAt: at() });
  Object.assign(ids, { bunny: bunny.id, coaster: coaster.id, soldOut: soldOut.id, beanie: beanie.id });

  const { size, colour } = await f.sizeAndColour();
  Object.assign(ids, {
    small: size.values[0].id,
    medium: size.values[1].id,
    red: colour.values[0].id,
    blue: colour.values[1].id,
  });
  await f.linkValue(bunny.id, ids.small, 2);
  await f.linkValue(bunny.id, ids.medium, 0);
  await f.linkValue(bunny.id, ids.red, 5);
  await f.image(bunny.id, { image: 'bunny-2.webp', position: 1 });
  await f.image(bunny.id, { image: 'bunny-1.webp', position: 0, isDefault: true });
  await f.variant(beanie.id, { stock: 2, price: 90000, sizeValueId: ids.small, colorValueId: ids.blue });
  await f.variant(beanie.id, { stock: 3, price: 95000, sizeValueId: ids.medium, colorValueId: ids.red });
  return ids;
}

/** This test file's shop with the catalogue seeded. */
export const useSeededCatalog = () =>
  useShop(
    async () => {
      const t = await createTestServer();
      return { t, ids: await seedCatalog(t) };
    },
    (shop) => shop.t.close(),
  );
