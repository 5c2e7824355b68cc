/**
 * Client addresses and the limits keyed on them: which X-Forwarded-For to believe
 * (TRUST_PROXY) and sign-in limits that an attacker cannot turn against the owner.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config';
import { createTestServer, TestServer } from '../support/test-server';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token errors { code } } }';

/** A sign-in from `address`, as the one trusted proxy in front (the test client, on loopback) reports it. */
async function signInFrom(
  t: TestServer,
  address: string,
  body: { email: string; password: string },
  role: 'user' | 'admin' = 'user',
) {
  const res = await fetch(`${t.url}/api/${role}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return res.status;
}

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or proxy addresses and subnets (Express semantics), never "trust everything"', () => {
    const at = (TRUST_PROXY: string) =>
      loadConfig({
        DATA_DIR: '/tmp/shop-config-trust',
        JWT_SECRET: 'x'.repeat(32),
        ADMIN_PASSWORD: 'admin-password',
        TRUST_PROXY,
      }).trustProxy;
    expect(
      loadConfig({
        DATA_DIR: '/tmp/shop-config-trust',
        JWT_SECRET: 'x'.repeat(32),
        ADMIN_PASSWORD: 'admin-password',
      }).trustProxy,
    ).toBe(false);
    expect(at('false')).toBe(false);
    expect(at('1')).toBe(1);
    expect(at('10.0.0.0/8, 192.168.1.7,fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => at('true')).toThrow(ConfigError);
    expect(() => at('true')).toThrow(/TRUST_PROXY: true would believe any client-written X-Forwarded-For/);
    expect(() => at('10.0.0.0/99')).toThrow(/TRUST_PROXY: must be false, a number of proxies in front/);
    expect(() => at('proxy.example.com')).toThrow(/TRUST_PROXY: must be false/);
  });

  it('ships nginx overwriting X-Forwarded-For with the address it saw, and compose trusting that one hop', () => {
    const root = path.resolve(__dirname, '../..');
    const nginx = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m);
    expect(nginx).not.toMatch(/\$proxy_add_x_forwarded_for/);
    expect(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')).toMatch(/^\s*TRUST_PROXY: "1"$/m);
  });

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await createTestServer({ TRUST_PROXY: '1', RATE_LIMIT_SCALE: '0.4' });
    });
    afterAll(() => t.close());

    it('keys rate limits on the address the proxy saw, whatever the client wrote before it (audit)', async () => {
      // A client rotating its own X-Forwarded-For; a proxy that appends (or one that
      // overwrites, as deploy/nginx.conf does) puts the real address last.
      const contact = { name: 'A', email: 'a@b.pk', mobile: '03001234567', subject: 'S', message: 'M' };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${t.url}/api/contactus/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.8.${i}, 198.51.100.7` },
          body: JSON.stringify(contact),
        });
        statuses.push(res.status);
      }
      // 5 per 10 minutes × 0.4 = 2 per address.
      expect(statuses).toEqual([200, 200, 429, 429]);
      // Another real client behind the same proxy is its own key.
      const other = await fetch(`${t.url}/api/contactus/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.8.1, 198.51.100.8' },
        body: JSON.stringify(contact),
      });
      expect(other.status).toBe(200);
    });
  });
});

describe('sign-in limits that cannot lock the owner out (audit: 10 wrong passwords from anywhere locked any account)', () => {
  let t: TestServer;
  beforeAll(async () => {
    // Scale 0.2: 2 attempts per (account, address) per 15 minutes, 4 per address per minute,
    // a ceiling of 20 failures per account per hour.
    t = await createTestServer({ TRUST_PROXY: '1', RATE_LIMIT_SCALE: '0.2' });
    await t.rest('POST', '/user/register', {
      name: 'Owner',
      email: 'owner@example.pk',
      password: 'owner-stitch-1',
    });
  });
  afterAll(() => t.close());

  it("keeps the owner's sign-in from their own address working while an attacker fails from theirs", async () => {
    const wrong = { email: 'owner@example.pk', password: 'guess-stitch-1' };
    const attacker = [];
    for (let i = 0; i < 6; i++) attacker.push(await signInFrom(t, '203.0.113.66', wrong));
    expect(attacker).toEqual([401, 401, 429, 429, 429, 429]);
    // The owner, from home: not refused, and the attacker is still refused from theirs.
    expect(
      await signInFrom(t, '198.51.100.20', { email: 'owner@example.pk', password: 'owner-stitch-1' }),
    ).toBe(200);
    expect(
      await signInFrom(t, '203.0.113.66', { email: 'owner@example.pk', password: 'owner-stitch-1' }),
    ).toBe(429);
    // GraphQL shares the counters.
    const gql = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
      body: JSON.stringify({ query: LOGIN, variables: { i: wrong } }),
    });
    expect((await gql.json()).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('resets the pair on a success: the owner mistyping now and then is never locked out', async () => {
    const home = '198.51.100.30';
    for (let round = 0; round < 2; round++) {
      expect(await signInFrom(t, home, { email: 'owner@example.pk', password: 'typo-stitch-1' })).toBe(401);
      expect(await signInFrom(t, home, { email: 'owner@example.pk', password: 'owner-stitch-1' })).toBe(200);
    }
  });

  it('slows an attack from many addresses down and stops it only at the per-account ceiling; the admin is no different', async () => {
    await t.rest('POST', '/user/register', {
      name: 'Target',
      email: 'target@example.pk',
      password: 'target-stitch-1',
    });
    const failuresOf = async () =>
      (
        await t.db.ds.query(
          `SELECT coalesce(sum(count), 0)::int AS n FROM rate_limits WHERE key = 'login:CUSTOMER:failures:target@example.pk'`,
        )
      )[0].n;
    // 9 addresses × 2 failures = 18 failures, below the ceiling of 20.
    for (let a = 0; a < 9; a++) {
      for (let i = 0; i < 2; i++)
        expect(
          await signInFrom(t, `192.0.2.${a}`, { email: 'target@example.pk', password: 'guess-stitch-2' }),
        ).toBe(401);
    }
    expect(await failuresOf()).toBe(18);
    // The owner is slowed (a growing delay: 50 ms for each failure beyond 2) but let in.
    const started = Date.now();
    expect(
      await signInFrom(t, '198.51.100.40', { email: 'target@example.pk', password: 'target-stitch-1' }),
    ).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual((18 - 2) * 50);
    // Two more failures reach the ceiling: now every address is refused for the rest of the hour, the owner's
    // too on a device it never signed in on (its devices get in: device-tokens.test.ts).
    for (let i = 0; i < 2; i++)
      expect(
        await signInFrom(t, '192.0.2.200', { email: 'target@example.pk', password: 'guess-stitch-2' }),
      ).toBe(401);
    expect(
      await signInFrom(t, '198.51.100.41', { email: 'target@example.pk', password: 'target-stitch-1' }),
    ).toBe(429);

    // The admin account: an attacker's failures from one address leave the admin's address alone.
    for (let i = 0; i < 5; i++)
      await signInFrom(
        t,
        '203.0.113.99',
        { email: 'admin@example.com', password: 'guess-stitch-3' },
        'admin',
      );
    expect(
      await signInFrom(
        t,
        '203.0.113.99',
        { email: 'admin@example.com', password: 'admin-password-123' },
        'admin',
      ),
    ).toBe(429);
    expect(
      await signInFrom(
        t,
        '198.51.100.50',
        { email: 'admin@example.com', password: 'admin-password-123' },
        'admin',
      ),
    ).toBe(200);
  });
});
