/**
 * The public API beside the catalogue: the shop's settings, provinces and cities, the contact
 * form with the spec's messages, and bad requests answered clearly (400, 404, 413), never 500.
 */
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('shop settings', () => {
  it('gives the shop time zone (SHOP_TIMEZONE) to every page, cached like the catalogue', async () => {
    expect((await t.gql('{ shop { timeZone } }')).body.data.shop).toEqual({ timeZone: 'Asia/Karachi' });
  });
});

describe('provinces and cities', () => {
  it('lists provinces and their cities', async () => {
    const provinces = await t.rest('GET', '/provinces');
    expect(provinces.body).toEqual(
      expect.arrayContaining(['Punjab', 'Sindh', 'Khyber Pakhtunkhwa', 'Balochistan']),
    );
    const cities = await t.rest('GET', '/cities/Punjab');
    expect(cities.body).toEqual(expect.arrayContaining([{ name: 'Lahore' }, { name: 'Multan' }]));
    expect((await t.rest('GET', '/cities/Atlantis')).status).toBe(404);
    const gql = await t.gql('{ provinces cities(province: "Sindh") { name } }');
    expect(gql.body.data.provinces).toContain('Sindh');
    expect(gql.body.data.cities).toEqual(
      expect.arrayContaining([{ name: 'Karachi' }, { name: 'Hyderabad' }]),
    );
  });
});

describe('contact form', () => {
  const valid = {
    name: 'Sana',
    email: 'sana@example.pk',
    mobile: '03001234567',
    subject: 'Custom order',
    message: 'Can you make a blue bunny?',
  };

  it('stores a valid message', async () => {
    const res = await t.rest('POST', '/contactus/submit', valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 200,
      message: 'Thank you for contacting us. We will get back to you soon.',
    });
    const gql = await t.gql(
      'mutation($i: ContactInput!) { submitContact(input: $i) { message errors { field } } }',
      { i: valid },
    );
    expect(gql.body.data.submitContact).toEqual({
      message: 'Thank you for contacting us. We will get back to you soon.',
      errors: [],
    });
    const rows = await t.db.ds.query('SELECT name, mobile FROM contact_messages');
    expect(rows).toEqual([
      { name: 'Sana', mobile: '03001234567' },
      { name: 'Sana', mobile: '03001234567' },
    ]);
  });

  it('refuses invalid input with the spec messages and stores nothing', async () => {
    const before = (await t.db.ds.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n;
    const res = await t.rest('POST', '/contactus/submit', {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      mobile: ['Mobile is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
    const bad = await t.rest('POST', '/contactus/submit', { ...valid, email: 'nope', mobile: '12345' });
    expect(bad.body.errors).toEqual({
      email: ['Invalid email address'],
      mobile: ['Enter a valid mobile number'],
    });
    const gql = await t.gql(
      'mutation($i: ContactInput!) { submitContact(input: $i) { message errors { field message } } }',
      {
        i: { ...valid, mobile: '0300-123' },
      },
    );
    expect(gql.body.data.submitContact).toEqual({
      message: null,
      errors: [{ field: 'mobile', message: 'Enter a valid mobile number' }],
    });
    expect((await t.db.ds.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n).toBe(before);
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await fetch(`${t.url}/api/contactus/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers an oversize body with 413', async () => {
    const res = await t.rest('POST', '/contactus/submit', { message: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
  });

  it('answers unknown paths with 404 JSON', async () => {
    const res = await t.rest('GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body.status).toBe(404);
  });

  it('refuses wrong GraphQL argument types and batched requests with a 400', async () => {
    const wrong = await t.gql('{ product(id: "abc") { id } }');
    expect(wrong.status).toBe(400);
    const batch = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ brands { id } }' }, { query: '{ brands { id } }' }]),
    });
    expect(batch.status).toBe(400);
  });

  it('refuses a GraphQL GET without a preflight header (CSRF prevention)', async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ brands { id } }')}`);
    expect(res.status).toBe(400);
  });
});
