/** The back-office catalogue tests' shop: the app with the admin's and a customer's tokens, and where product images land. */
import path from 'node:path';
import { createTestServer, TestServer } from './test-server';

export async function startCatalogAdmin(): Promise<{ t: TestServer; admin: string; customer: string }> {
  const t = await createTestServer();
  const admin = await t.adminToken();
  const customer = (
    await t.rest('POST', '/user/register', { name: 'C', email: 'c@example.pk', password: 'chain-stitch-12' })
  ).body.token;
  return { t, admin, customer };
}

/** A stored product image (its sizes are `300/<name>` and `800/<name>`). */
export const productImageFile = (t: TestServer, name: string) =>
  path.join(t.config.uploadsDir, 'products', name);
