/**
 * Every bounded setting says its range when a value is refused (audit: UNVERIFIED_OPEN_ORDERS=1000000
 * stopped start-up with "must be a whole number" though the limit is 1000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, EnvSchema, loadConfig } from '../../server/src/config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-config-ranges-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The message start-up stops with for this environment ('' when it starts). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'admin-password', ...env });
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
}

/** The numeric settings and their bounds, read from the schema itself (a new one is checked too). */
const bounded = Object.entries(EnvSchema.shape).flatMap(([name, schema]) => {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodNumber ? [{ name, min: inner.minValue!, max: inner.maxValue! }] : [];
});

it('finds the bounded settings', () => {
  expect(bounded.map((b) => b.name)).toEqual(
    expect.arrayContaining(['PORT', 'UNVERIFIED_OPEN_ORDERS', 'UNPAID_ORDER_HOURS', 'WORKER_CONCURRENCY']),
  );
  for (const b of bounded) {
    expect(Number.isFinite(b.min)).toBe(true);
    expect(Number.isFinite(b.max)).toBe(true);
  }
});

it.each(bounded)('$name names its range for a value above, below or beside it', ({ name, min, max }) => {
  for (const value of [String(max * 1000 + 1000), String(min - 1), 'lots', '1.5e400']) {
    const message = refusal({ [name]: value });
    const line = message.split('\n').find((l) => l.trim().startsWith(`${name}:`));
    expect(line).toBeDefined();
    expect(line).toContain(String(max));
    expect(line).toMatch(new RegExp(`(from ${min} to|above ${min},) `));
  }
});

it('says "from 0 to 1000" for UNVERIFIED_OPEN_ORDERS=1000000 and takes 1000', () => {
  expect(refusal({ UNVERIFIED_OPEN_ORDERS: '1000000' })).toBe(
    'Invalid configuration:\n  UNVERIFIED_OPEN_ORDERS: must be a whole number from 0 to 1000',
  );
  expect(refusal({ UNVERIFIED_OPEN_ORDERS: '1000' })).toBe('');
  expect(refusal({ UNPAID_ORDER_HOURS: '0' })).toBe(
    'Invalid configuration:\n  UNPAID_ORDER_HOURS: must be a number of hours above 0, at most 8760',
  );
});
