/**
 * The courier booking tests' shop: the app with Leopards, PostEx and Trax set up against their
 * fakes (tests/support/fake-*.ts, each citing its courier's API guide), the admin's token and a
 * product in plenty; the tracking job run through, and the labels of a selection.
 */
import { TRACK_SHIPMENTS_TASK } from '../../server/src/modules/couriers';
import { addJob } from '../../server/src/platform/jobs/queue';
import { startFakeLeopards, type FakeLeopards } from './fake-leopards';
import { startFakePostEx, type FakePostEx } from './fake-postex';
import { startFakeTrax, type FakeTrax } from './fake-trax';
import { adminToken, product } from './shop-orders';
import { createTestServer, TestServer } from './test-server';
import { waitUntil } from './wait';
import { useShop } from './hooks';

export interface CourierShop {
  t: TestServer;
  leopards: FakeLeopards;
  postex: FakePostEx;
  trax: FakeTrax;
  admin: string;
  productId: number;
  leopardsAccount: { apiKey: string; apiPassword: string };
}

/** The shop with each courier's account (`key` in each account's own way of naming it). */
export async function startCourierShop(key: string): Promise<CourierShop> {
  const leopardsAccount = { apiKey: `lcs-key-${key}`, apiPassword: `lcs-pass-${key}` };
  const [leopards, postex, trax] = await Promise.all([
    startFakeLeopards(leopardsAccount),
    startFakePostEx(`postex-token-${key}`),
    startFakeTrax(`trax-key-${key}`),
  ]);
  const t = await createTestServer();
  await t.services.settings.update('leopards', { ...leopardsAccount, baseUrl: leopards.baseUrl });
  await t.services.settings.update('postex', { token: `postex-token-${key}`, baseUrl: postex.baseUrl });
  await t.services.settings.update('trax', {
    apiKey: `trax-key-${key}`,
    baseUrl: trax.url,
    pickupAddressId: '3015',
  });
  return {
    t,
    leopards,
    postex,
    trax,
    admin: await adminToken(t),
    productId: await product(t),
    leopardsAccount,
  };
}

export async function stopCourierShop(shop: Partial<CourierShop>): Promise<void> {
  await shop.t?.close();
  await Promise.all([shop.leopards?.close(), shop.postex?.close(), shop.trax?.close()]);
}

/** Runs the tracking pull through the real job queue, until no job of its task is left. */
export async function runTrackingJob(t: TestServer) {
  await t.db.ds.transaction((em) => addJob(em, TRACK_SHIPMENTS_TASK, {}));
  await waitUntil(async () => {
    const [{ n }] = await t.db.ds.query(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = $1`,
      [TRACK_SHIPMENTS_TASK],
    );
    return n === 0;
  }, 20_000);
}

/** GET /api/admin/labels for the orders `ids`, as `token`'s admin. */
export const labels = (t: TestServer, token: string, ids: number[]) =>
  fetch(`${t.url}/api/admin/labels?orders=${ids.join(',')}`, {
    headers: { authorization: `Bearer ${token}` },
  });

/** This test file's courier shop (`key` names its accounts). */
export const useCourierShop = (key: string) => useShop(() => startCourierShop(key), stopCourierShop);
