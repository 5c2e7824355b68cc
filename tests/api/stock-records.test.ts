/**
 * Stock is its own record (issue 29, items 1-3): an admin's form changes only the stock cells
 * the admin changed, so an unchanged form writes no stock; a product's version covers what
 * admins edit, never stock, so a title edit never conflicts with orders; a legacy save without
 * a version never puts back stock that orders took. (The stock changes themselves, sets and
 * adjustments: tests/api/stock-changes.test.ts.)
 */
import { useStockShop } from '../support/stock-shop';
import type { TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

const shop = useStockShop('Bags');
let t: TestServer;
beforeAll(() => (t = shop.t));

describe('an unchanged save of a sold-out option', () => {
  it('REST with its version: the option stays at 0 and the next order for it is refused', async () => {
    const { p, small, large } = await shop.sizedProduct(10, 2, 3);
    expect((await shop.buy([shop.valueLine(p.id, small, 2)])).status).toBe(200);
    const { version, form } = await shop.openRestForm(p.id);
    const save = await t.rest('PUT', `/admin/products/${p.id}`, { ...form, version }, shop.admin);
    expect(save.status).toBe(200);
    expect(await shop.pivot(p.id, small)).toBe(0);
    expect(await shop.pivot(p.id, large)).toBe(3);
    expect((await shop.buy([shop.valueLine(p.id, small)])).status).toBe(422);
    expect(await shop.sold(p.id)).toBe(2);
  });

  it('GraphQL with its version, read before or after the sale: the option stays at 0', async () => {
    const { p, small } = await shop.sizedProduct(10, 2, 3);
    const before = await shop.openGqlForm(p.id);
    expect((await shop.buy([shop.valueLine(p.id, small, 2)])).status).toBe(200);
    const after = await shop.openGqlForm(p.id);
    // The form as read after the sale, its stock echoed back (an older client): 0 is 0, no stock written.
    const echoed = await shop.gqlSave(p.id, {
      ...after.input,
      qty: after.read.qty,
      attributeValues: after.read.attributeValues.map((v: { id: number; qty: number }) => ({
        attributeValueId: v.id,
        qty: v.qty,
      })),
    });
    expect(echoed.data.updateProduct.errors).toEqual([]);
    // The form read before the sale, saved unchanged: nothing to write, nothing refused.
    const stale = await shop.gqlSave(p.id, before.input);
    expect(stale.data.updateProduct.errors).toEqual([]);
    expect(await shop.pivot(p.id, small)).toBe(0);
    expect((await shop.buy([shop.valueLine(p.id, small)])).status).toBe(422);
    expect((await shop.row(p.id)).version).toBe(before.read.version);
  });

  it('a newly ticked value still starts at 1 when its quantity is left empty, 0 or invalid (the spec rule)', async () => {
    const { p, small } = await shop.sizedProduct(10, 0, 3);
    const colour = await shop.f.attribute('Tote Colour', [
      { value: 'Red' },
      { value: 'Blue' },
      { value: 'Teal' },
    ]);
    const { input } = await shop.openGqlForm(p.id);
    const res = await shop.gqlSave(p.id, {
      ...input,
      attributeValues: [
        ...(input.attributeValues as unknown[]),
        { attributeValueId: colour.values[0].id },
        { attributeValueId: colour.values[1].id, qty: 0 },
        { attributeValueId: colour.values[2].id, qty: 4 },
      ],
    });
    expect(res.data.updateProduct.errors).toEqual([]);
    expect(await shop.pivot(p.id, colour.values[0].id)).toBe(1);
    expect(await shop.pivot(p.id, colour.values[1].id)).toBe(1);
    expect(await shop.pivot(p.id, colour.values[2].id)).toBe(4);
    expect(await shop.pivot(p.id, small)).toBe(0);
  });
});

describe('a legacy save (no version) after orders never oversells', () => {
  it('plain stock: read 5, 5 sold, the form saved as read: still 0, a sixth order refused', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Legacy Basket', qty: 5 });
    const { form } = await shop.openRestForm(p.id);
    const sales = await Promise.all(Array.from({ length: 5 }, () => shop.buy([shop.plainLine(p.id)])));
    expect(sales.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const save = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      { ...form, title: 'Legacy Basket 2' },
      shop.admin,
    );
    expect(save.status).toBe(200);
    expect(await shop.row(p.id)).toMatchObject({ title: 'Legacy Basket 2', qty: 0 });
    expect((await shop.buy([shop.plainLine(p.id)])).status).toBe(422);
    expect(await shop.sold(p.id)).toBe(5);
  });

  it('per-value stock: read 5 of Small, 5 sold, the form saved as read: Small still 0', async () => {
    const { p, small, large } = await shop.sizedProduct(100, 5, 4);
    const { form } = await shop.openRestForm(p.id);
    for (let i = 0; i < 5; i++) expect((await shop.buy([shop.valueLine(p.id, small)])).status).toBe(200);
    const save = await t.rest('PUT', `/admin/products/${p.id}`, form, shop.admin);
    expect(save.status).toBe(200);
    expect(await shop.pivot(p.id, small)).toBe(0);
    expect(await shop.pivot(p.id, large)).toBe(4);
    expect((await shop.buy([shop.valueLine(p.id, small)])).status).toBe(422);
    expect(await shop.sold(p.id)).toBe(5);
  });

  it('a quantity the app was never shown is refused (409) naming the field, with the current quantity', async () => {
    const { p, small } = await shop.sizedProduct(5, 5, 4);
    for (let i = 0; i < 5; i++) expect((await shop.buy([shop.valueLine(p.id, small)])).status).toBe(200);
    // An app that kept its form from before (no read this session) sends qty 5 and Small 5.
    const res = await t.rest(
      'PUT',
      `/admin/products/${p.id}`,
      {
        title: 'Never shown',
        category: shop.categoryId,
        price: 1000,
        sku: (await t.db.ds.query('SELECT sku FROM products WHERE id = $1', [p.id]))[0].sku,
        is_featured: 'no',
        status: 1,
        qty: 5,
        attribute_values: [JSON.stringify({ attribute_value_id: small, qty: 5 })],
      },
      shop.admin,
    );
    expect(res.status).toBe(409);
    expect(Object.keys(res.body.errors).sort()).toEqual([`attribute_values.${small}.qty`, 'qty']);
    expect(res.body.current).toEqual({ qty: 0, [`attribute_values.${small}.qty`]: 0 });
    expect(res.body.errors.qty[0]).toMatch(/0 now/);
    expect(await shop.row(p.id)).toMatchObject({ title: 'Tote', qty: 0 });
    expect(await shop.pivot(p.id, small)).toBe(0);
    expect(await shop.sold(p.id)).toBe(5);
  });
});

describe('admins save a product that sells', () => {
  /** Orders under way at once, at most (the pool's size is the shop's, not the test's). */
  const MAX_IN_FLIGHT = 5;
  /** Orders of one unit at `perSecond` until `stop()`; resolves with the answers. */
  function orderStream(productId: number, perSecond: number) {
    let running = true;
    const answers: Array<Promise<{ status: number }>> = [];
    const started = Date.now();
    /** The orders not answered yet: the stream waits for one of them when MAX_IN_FLIGHT are. */
    const pending = new Set<Promise<unknown>>();
    const done = (async () => {
      for (let i = 0; running; i++) {
        const answer = shop.buy([shop.plainLine(productId)]);
        answers.push(answer);
        const settled: Promise<unknown> = answer.then(
          () => pending.delete(settled),
          () => pending.delete(settled),
        );
        pending.add(settled);
        // Paced: the next order is due (i + 1) / perSecond seconds after the start. A busy machine
        // that falls behind sends no burst to catch up: at most a few orders are under way at once.
        const due = started + ((i + 1) * 1000) / perSecond;
        await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
        while (running && pending.size >= MAX_IN_FLIGHT) await Promise.race(pending);
      }
      return Promise.all(answers);
    })();
    return {
      stop: () => {
        running = false;
        return done;
      },
    };
  }

  it('20 orders/s while an admin saves the title 5 times (GraphQL and REST, with versions): every save succeeds at the first try', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, title: 'Busy Bag', qty: 100_000 });
    const stream = orderStream(p.id, 20);
    const results: unknown[] = [];
    try {
      // Orders land between each read and its save.
      const ordersLand = async () => {
        const seen = await shop.sold(p.id);
        await waitUntil(async () => (await shop.sold(p.id)) >= seen + 2, 20_000);
      };
      for (let i = 0; i < 5; i++) {
        const gql = await shop.openGqlForm(p.id);
        await ordersLand();
        results.push(
          (await shop.gqlSave(p.id, { ...gql.input, title: `Busy Bag ${i}` })).data.updateProduct.errors,
        );
        const rest = await shop.openRestForm(p.id);
        await ordersLand();
        const restSave = await t.rest(
          'PUT',
          `/admin/products/${p.id}`,
          { ...rest.form, title: `Busy Bag ${i}!`, version: rest.version },
          shop.admin,
        );
        results.push(restSave.status);
      }
    } finally {
      const answers = await stream.stop();
      expect(answers.every((a) => a.status === 200)).toBe(true);
    }
    expect(results).toEqual(Array.from({ length: 5 }, () => [[], 200]).flat());
    const units = await shop.sold(p.id);
    expect(units).toBeGreaterThanOrEqual(10);
    expect(await shop.row(p.id)).toMatchObject({ title: 'Busy Bag 4!', qty: 100_000 - units });
  });

  it('orders, cancelling and un-cancelling never change the version; an admin edit does, a save without changes does not', async () => {
    const p = await shop.f.product({ categoryId: shop.categoryId, qty: 5 });
    const v0 = (await shop.row(p.id)).version;
    const order = await shop.buy([shop.plainLine(p.id)]);
    for (const status of ['cancelled', 'pending'])
      expect(
        (
          await t.rest(
            'POST',
            `/admin/update-order/${order.body.id}`,
            { status, payment_status: 'unpaid' },
            shop.admin,
          )
        ).status,
      ).toBe(200);
    expect(await shop.row(p.id)).toMatchObject({ version: v0, qty: 4 });
    const form = await shop.openGqlForm(p.id);
    const unchanged = await shop.gqlSave(p.id, form.input);
    expect(unchanged.data.updateProduct.product.version).toBe(v0);
    const renamed = await shop.gqlSave(p.id, { ...form.input, title: 'Renamed Bag' });
    expect(renamed.data.updateProduct.product.version).toBe(v0 + 1);
  });
});
