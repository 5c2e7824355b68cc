import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config';
import { createTestServer, TestServer } from '../support/test-server';

describe('configuration', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({
      port: 4000,
      env: 'development',
      seedDemo: true,
      publicUrl: 'http://localhost:4000',
      graphqlIntrospection: true,
    });
    expect(c.admin.email).toBe('admin@example.com');
    expect(c.admin.passwordGenerated).toBe(true);
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // generated development secrets are kept and reused
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(c.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).admin.password).toBe(c.admin.password);
  });

  it('stops with a message naming each invalid variable', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT: must be a port number/);
      expect((err as Error).message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
      expect((err as Error).message).toMatch(/ADMIN_EMAIL: must be an e-mail address/);
    }
  });

  it('takes the shop time zone from SHOP_TIMEZONE (Asia/Karachi by default) and refuses an unknown zone', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).shopTimeZone).toBe('Asia/Karachi');
    expect(loadConfig({ DATA_DIR: dataDir, SHOP_TIMEZONE: 'Europe/London' }).shopTimeZone).toBe(
      'Europe/London',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SHOP_TIMEZONE: 'Mars/Olympus' })).toThrow(
      /SHOP_TIMEZONE: must be an IANA time zone/,
    );
  });

  it('takes only an http(s) URL as PUBLIC_URL and only origins in CORS_ORIGINS', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...env });
        return '';
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
    };
    for (const bad of ['ftp://x', 'localhost:4000', 'javascript:alert(1)', 'https://shop.pk/?a=1']) {
      expect(problems({ PUBLIC_URL: bad })).toMatch(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
    }
    expect(problems({ CORS_ORIGINS: 'https://admin.shop.pk, shop.pk, https://x.pk/path' })).toBe(
      'Invalid configuration:\n' +
        '  CORS_ORIGINS: "shop.pk" is not an origin: write scheme://host[:port] with nothing after it, e.g. https://admin.example.pk\n' +
        '  CORS_ORIGINS: "https://x.pk/path" is not an origin: write scheme://host[:port] with nothing after it, e.g. https://admin.example.pk',
    );
    const ok = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://shop.example.pk/',
      CORS_ORIGINS: 'https://a.pk, http://localhost:5173/',
    });
    expect(ok.publicUrl).toBe('https://shop.example.pk');
    expect(ok.corsOrigins).toEqual(['https://a.pk', 'http://localhost:5173']);
  });

  it('refuses a DATA_DIR that is a file or cannot be created', () => {
    const file = path.join(dataDir, 'a-file');
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: file })).toThrow(`DATA_DIR: ${file} is a file, not a directory`);
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'below') })).toThrow(
      /DATA_DIR: .*below cannot be created or written \(ENOTDIR\)/,
    );
  });

  it('refuses production mode without its required secrets, listing them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_EMAIL: 'a@b.pk' })).toThrow(
      'Production mode needs these variables, which are not set: JWT_SECRET, ADMIN_PASSWORD, DATABASE_URL',
    );
  });
});

describe('HTTP application', () => {
  let t: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Crochet</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    mkdirSync(path.join(dist, 'graphiql', 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'graphiql', 'graphiql.html'),
      '<!doctype html><title>GraphiQL</title><div id="graphiql"></div>',
    );
    writeFileSync(path.join(dist, 'graphiql', 'assets', 'graphiql-abc123.js'), 'console.log(2)');
    t = await createTestServer({ CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers liveness and readiness', async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${t.url}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const own = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'req-12345678' } });
    expect(own.headers.get('x-request-id')).toBe('req-12345678');
    const bad = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the client with SPA fallback and long-cached hashed assets', async () => {
    for (const route of ['/', '/shop', '/product/12', '/user/dashboard']) {
      const res = await fetch(`${t.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${t.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves GraphiQL at /graphiql outside production only', async () => {
    const page = await fetch(`${t.url}/graphiql`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="graphiql">');
    expect((await fetch(`${t.url}/graphiql/assets/graphiql-abc123.js`)).status).toBe(200);
    const prod = await createTestServer({
      CLIENT_DIST: dist,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    try {
      for (const p of [
        '/graphiql',
        '/graphiql/',
        '/graphiql/graphiql.html',
        '/graphiql/assets/graphiql-abc123.js',
      ]) {
        expect([p, (await fetch(`${prod.url}${p}`)).status]).toEqual([p, 404]);
      }
    } finally {
      await prod.close();
    }
  });

  it('does not answer API and upload misses with the SPA page', async () => {
    expect((await fetch(`${t.url}/api/unknown`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/products/none.webp`)).status).toBe(404);
  });

  it('serves the Apollo Sandbox landing page in development', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/sandbox/i);
  });
});

describe('CORS', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ CORS_ORIGINS: 'https://partner.example.com, https://app.example.pk' });
  });
  afterAll(() => t.close());

  it('answers listed origins, preflight included, and nobody else', async () => {
    const pre = await fetch(`${t.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://partner.example.com');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const get = await fetch(`${t.url}/api/get-brands`, { headers: { origin: 'https://app.example.pk' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://app.example.pk');
    const evil = await fetch(`${t.url}/api/get-brands`, { headers: { origin: 'https://evil.example.com' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});
