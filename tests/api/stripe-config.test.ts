/**
 * STRIPE_API_BASE points Stripe's SDK elsewhere (tests: a local fake of the API). The SDK takes a
 * host, port and protocol, not a URL, so the setting is an origin: a path would be dropped
 * silently, and is refused at start-up instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-stripe-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'admin-password', ...env });

it("turns STRIPE_API_BASE into the SDK's host, port and protocol", () => {
  expect(load({ STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe.api).toEqual({
    host: '127.0.0.1',
    port: 12111,
    protocol: 'http',
  });
  expect(load({ STRIPE_API_BASE: 'https://stripe-proxy.example/' }).stripe.api).toEqual({
    host: 'stripe-proxy.example',
    port: 443,
    protocol: 'https',
  });
  expect(load({}).stripe.api).toBeUndefined();
});

it('refuses a STRIPE_API_BASE with a path or another protocol, naming the setting', () => {
  for (const base of ['http://127.0.0.1:12111/v1', 'ftp://127.0.0.1', 'not a url']) {
    let error: unknown;
    try {
      load({ STRIPE_API_BASE: base });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/STRIPE_API_BASE: must be an http\(s\) URL/);
  }
});
