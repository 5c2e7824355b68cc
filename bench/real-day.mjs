/**
 * The bench's real day: the warm server's reads alone, then with about 20 orders/s placed on
 * the same server for the products on the first listing pages and feed slices. A listener of its
 * own counts the change notifications the orders cause (this build's channel, or the previous one's).
 */
import pg from 'pg';
import { CORES, ORDER_RATE, load, pinPostgres, sleep, startOrderStream } from './harness.mjs';

/**
 * Connections of the real day's reads (BENCH_DAY_CONNECTIONS, default "10,100"). With 10 the
 * server and the load generator hand requests to each other, and both wait whenever either is
 * interrupted (on two cores the load generator shares its core with PostgreSQL and the order
 * stream); with 100 requests queue at the server, which stays busy, so the ratio is what the
 * orders take from its capacity.
 */
export const DAY_CONNECTIONS = (process.env.BENCH_DAY_CONNECTIONS ?? '10,100').split(',').map(Number);

/**
 * Runs the day on the `warm` server with the bench's `run` (one autocannon run) and the
 * fixtures' products and requests; answers one entry per layout, connections and read.
 */
export async function realDay({
  url,
  warm,
  run,
  ordered,
  product,
  shopFeed,
  orderedPage,
  placeOrder,
  orderRequest,
}) {
  const day = [];
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  let notifications = 0;
  listener.on('notification', () => notifications++);
  await listener.query('LISTEN shop_changes; LISTEN catalog_changed');
  const reads = [
    { name: 'REST listing page 1', url: '/api/get-products?page=1' },
    {
      name: 'REST product details (a product being ordered)',
      url: `/api/product-details/${ordered[0].id}`,
    },
    { name: 'REST product details (a product nobody orders)', url: `/api/product-details/${product.id}` },
    { name: 'storefront shop feed with total (ShopProducts)', url: '/graphql', ...shopFeed },
    { name: 'storefront product page (a product being ordered)', url: '/graphql', ...orderedPage },
    // The control: the same stream of requests, each answered 404 at once (no order, no
    // database, no mail). What the listing loses beside it is what any 20 requests a second
    // cost on this machine (another process waking on the load generator's core, the server
    // interrupted), not what an order costs the shop.
    {
      name: 'REST listing page 1, beside 20 requests/s answered 404 (control)',
      url: '/api/get-products?page=1',
      control: true,
    },
  ];
  console.log(
    `\nA real day: reads alone, then with ${ORDER_RATE} orders/s beside them (${DAY_CONNECTIONS.join(' and ')} connections); load ${load()}`,
  );
  let n = 0;
  // The order path warmed up first (its first orders load modules and open connections, a
  // second or so once per process): the day is measured in its steady state.
  for (const started = Date.now(); Date.now() < started + 5000;) {
    await Promise.all(Array.from({ length: ORDER_RATE / 4 }, () => placeOrder(warm.base, n++)));
    await sleep(250);
  }
  // The order stream in a process of its own on the load generator's core (bench/order-stream.mjs).
  const orderStream = startOrderStream();
  const streamRequests = ordered.map((_, i) => orderRequest(i));
  const controlRequests = streamRequests.map((r) => ({ ...r, path: '/api/no-such-path' }));
  // Twice: PostgreSQL on both cores as everywhere else in this bench, then on core 0 only
  // (with the load generator and the order stream), the servers' core left to them, as with
  // a database on a machine of its own (DATABASE_URL); the second shows what the shop itself
  // loses to the orders, the first that plus what two shared cores lose.
  for (const layout of CORES > 1 ? ['shared cores', 'database apart'] : ['shared cores']) {
    if (layout === 'database apart') pinPostgres('0');
    for (const connections of DAY_CONNECTIONS)
      for (const { control, ...e } of reads) {
        if (control && layout !== 'shared cores') continue;
        // Alone and beside the orders twice each, alternating, so that a change in the machine's
        // load during the run weighs on both.
        const alone = [];
        const beside = [];
        let placed = 0;
        let failed = 0;
        let seconds = 0;
        const heardBefore = notifications;
        for (let round = 0; round < 2; round++) {
          alone.push(await run(warm.base, e, connections));
          const started = Date.now();
          orderStream.start({
            base: warm.base,
            rate: ORDER_RATE,
            requests: control ? controlRequests : streamRequests,
            from: n,
          });
          beside.push(await run(warm.base, e, connections));
          const result = await orderStream.stop();
          seconds += (Date.now() - started) / 1000;
          placed += result.placed;
          failed += result.failed;
          n = result.next;
        }
        const heard = notifications - heardBefore;
        day.push({
          layout,
          connections,
          name: e.name,
          alone,
          beside,
          note: control
            ? `${((placed + failed) / seconds).toFixed(1)} requests/s, ${failed} answered 404${placed ? `, ${placed} not` : ''}`
            : `${(placed / seconds).toFixed(1)} orders/s${failed ? `, ${failed} failed` : ''}; ${placed} orders → ${heard} notifications`,
        });
      }
    if (layout === 'database apart') pinPostgres(`0-${CORES - 1}`);
  }
  orderStream.exit();
  await listener.end();
  return day;
}
