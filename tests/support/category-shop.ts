/** This test file's app with a category to make products in: the app `t`, its factories `f`, `categoryId` and the admin's token. */
import { factories } from './factories';
import { useShop } from './hooks';
import { createTestServer } from './test-server';

export const useCategoryShop = (category?: string, env: Record<string, string> = {}) =>
  useShop(
    async () => {
      const t = await createTestServer(env);
      const f = factories(t.db.ds);
      const categoryId = (await f.category(category ? { name: category } : {})).id;
      return { t, f, categoryId, admin: await t.adminToken() };
    },
    (shop) => shop.t.close(),
  );
