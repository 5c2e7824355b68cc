/**
 * The admin's side of a real day (issue 29): the back office saving a product while shoppers
 * buy it at about 20 orders/s. Each save is what the product form does: read the product
 * (GraphQL `adminProduct`, its version), then `updateProduct` with that version. Three kinds,
 * in turn: a title edit (no stock: the target is 0 conflicts), a stock adjustment (+1 received:
 * never refused while there is stock), and a stock set naming the quantity read (refused when
 * an order landed between the read and the save: that refusal is the point of a set, and the
 * form then shows the current quantity).
 *
 * The orders come from bench/order-stream.mjs in a process of its own on the load
 * generator's core, as in the real day.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const READ = `query($id: Int!) { adminProduct(id: $id) { id title price qty sku status isFeatured version category { id } } }`;
const SAVE = `mutation($id: Int!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) { product { version } errors { field code } } }`;

const KINDS = ['title edit', 'stock adjustment (+1)', 'stock set (quantity read)'];

/**
 * Saves the product `productId` on `base` for `seconds` while `requests` (orders of that
 * product) stream at `rate` per second; prints a table and answers the rows and whether title
 * edits saw no conflict.
 */
export async function adminSaves({ base, adminToken, productId, requests, rate, seconds, cores }) {
  const gql = async (query, variables) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ query, variables }),
    });
    return res.json();
  };
  const stream = spawn(
    cores > 1 ? 'taskset' : process.execPath,
    [...(cores > 1 ? ['-c', '0', process.execPath] : []), path.join(here, 'order-stream.mjs')],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const rows = KINDS.map((kind) => ({ kind, saves: 0, conflicts: 0, errors: 0, ms: [] }));
  const started = Date.now();
  let orders;
  stream.send({ type: 'start', base, rate, requests, from: 0 });
  try {
    for (let n = 0; Date.now() < started + seconds * 1000; n++) {
      const row = rows[n % rows.length];
      const t0 = performance.now();
      const p = (await gql(READ, { id: productId })).data.adminProduct;
      const input = {
        title: p.title,
        categoryId: p.category.id,
        price: p.price,
        sku: p.sku,
        status: p.status,
        isFeatured: p.isFeatured,
        version: p.version,
      };
      if (row.kind === KINDS[0]) input.title = `${p.title.replace(/ #\d+$/, '')} #${n}`;
      else if (row.kind === KINDS[1]) input.stock = [{ delta: 1 }];
      else input.stock = [{ quantity: p.qty + 1, compareQuantity: p.qty }];
      const saved = (await gql(SAVE, { id: productId, i: input })).data?.updateProduct;
      row.ms.push(performance.now() - t0);
      if (saved?.product) row.saves++;
      else if (saved?.errors.some((e) => e.code === 'CONFLICT')) row.conflicts++;
      else row.errors++;
    }
  } finally {
    const stopped = new Promise((resolve) => stream.once('message', resolve));
    stream.send({ type: 'stop' });
    orders = await stopped;
    stream.send({ type: 'exit' });
  }
  const elapsed = (Date.now() - started) / 1000;
  const at = (ms, q) =>
    [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  console.log(
    `\nThe admin's side: one admin saving a product (read, then save with its version) while ${(orders.placed / elapsed).toFixed(1)} orders/s buy it (${orders.failed} orders failed), ${elapsed.toFixed(0)} s\n`,
  );
  console.log('| save | tries | saved | saves/s | conflicts | other errors | p50 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const tries = r.saves + r.conflicts + r.errors;
    console.log(
      `| ${r.kind} | ${tries} | ${r.saves} | ${(r.saves / elapsed).toFixed(1)} | ${r.conflicts} (${tries ? ((100 * r.conflicts) / tries).toFixed(1) : 0} %) | ${r.errors} | ${at(r.ms, 0.5).toFixed(1)} | ${at(r.ms, 0.99).toFixed(1)} |`,
    );
  }
  const [title, adjust] = rows;
  const ok = title.conflicts === 0 && title.errors === 0 && adjust.conflicts === 0 && adjust.errors === 0;
  if (!ok) console.log('Title edits and stock adjustments must save at the first try: they did not.');
  return { rows, orders, ok };
}
