/**
 * The durable mail outbox in the app process: every mail enqueued in the transaction that
 * causes it and delivered by the job worker (graphile-worker) against a real SMTP server on
 * loopback, through a mail server outage and repeated events; a forgotten password answered
 * without waiting for the mail server. Restarts are in outbox-restarts.test.ts, the worker
 * itself in job-worker.test.ts.
 */
import { composeMail } from '../../server/src/modules/mail/mail.templates';
import { applyCardEvent } from '../../server/src/modules/orders';
import { factories } from '../support/factories';
import { checkout, delivered, jobFor } from '../support/mail-jobs';
import { customer } from '../support/shop-orders';
import { startSmtp } from '../support/smtp';
import { createTestServer, TestServer } from '../support/test-server';
import { waitUntil } from '../support/wait';

describe('in the app process', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestServer;
  let f: ReturnType<typeof factories>;
  let categoryId: number;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestServer({ SMTP_URL: smtp.url });
    f = factories(t.db.ds);
    categoryId = (await f.category()).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers the order while the mail server is down and delivers its mail once it is back', async () => {
    await smtp.close();
    const a = await customer(t, 'Sana Khan');
    const p = await f.product({ categoryId, qty: 5 });
    const res = await t.rest('POST', '/save-order', checkout(p.id), a.token);
    expect(res.status).toBe(200);
    const key = `order:${res.body.id}:confirmed`;
    // The first attempt fails (connection refused) and the job waits for its retry.
    await waitUntil(
      async () =>
        ((await jobFor(t.db.ds, key))?.attempts ?? 0) >= 1 && !(await jobFor(t.db.ds, key))?.locked_by,
      20_000,
    );
    expect((await jobFor(t.db.ds, key))!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.mails).toHaveLength(0);

    smtp = await startSmtp({ port: smtp.port });
    await waitUntil(() => delivered(t.db.ds, key), 30_000);
    const mails = smtp.withSubject(`Order #${res.body.id} confirmed`);
    expect(mails).toHaveLength(1);
    // To the account's own address; the address typed at checkout is only the delivery contact.
    expect(mails[0].to).toEqual([a.email]);
  });

  it('one event enqueued twice, or its job run twice, is one mail', async () => {
    const key = `test:same-event:${Date.now()}`;
    const msg = composeMail({
      to: 'twice@example.pk',
      name: 'Twice',
      subject: `Same event ${key}`,
      lines: ['Only once.'],
    });
    const first = await t.db.ds.transaction((em) => t.services.outbox.enqueue(em, key, msg));
    const again = await t.db.ds.transaction((em) => t.services.outbox.enqueue(em, key, msg));
    expect([first, again]).toEqual([true, false]);
    await waitUntil(() => delivered(t.db.ds, key), 20_000);
    // The same mail job once more (as if a worker had been taken for dead mid-delivery): nothing new is sent.
    const job = JSON.stringify({ key, ...msg });
    const [{ id }] = await t.db.ds.query(`SELECT (graphile_worker.add_job('mail', $1::json)).id`, [job]);
    await waitUntil(
      async () => !(await t.db.ds.query('SELECT 1 FROM graphile_worker.jobs WHERE id = $1', [id])).length,
      20_000,
    );
    expect(smtp.withSubject(`Same event ${key}`)).toHaveLength(1);

    // A status set twice is one change (one mail); a card provider's event delivered twice is one payment.
    const a = await customer(t, 'Sana Khan');
    const p = await f.product({ categoryId, qty: 5 });
    const order = (await t.rest('POST', '/save-order', checkout(p.id), a.token)).body.id;
    const admin = await t.adminToken();
    for (let i = 0; i < 2; i++)
      await t.rest(
        'POST',
        `/admin/update-order/${order}`,
        { status: 'shipped', payment_status: 'unpaid', courier_id: 1, tracking_number: 'TCS-1001' },
        admin,
      );
    await t.db.ds.query(`UPDATE orders SET payment_intent_id = $2 WHERE id = $1`, [
      order,
      `pi_twice_${order}`,
    ]);
    const [{ grand_total }] = await t.db.ds.query('SELECT grand_total FROM orders WHERE id = $1', [order]);
    const event = {
      id: `evt_twice_${order}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: `pi_twice_${order}`, amount: grand_total } },
    };
    const apply = () => applyCardEvent(t.services.orders.lifecycle, t.services.logger, event);
    expect(await apply()).toBe('applied');
    expect(await apply()).toBe('duplicate');
    await waitUntil(async () => {
      const rows = await t.db.ds.query(
        `SELECT count(*)::int AS n FROM mail_events WHERE key LIKE $1 AND sent_at IS NOT NULL`,
        [`order:${order}:%`],
      );
      return rows[0].n === 3;
    }, 20_000);
    expect(smtp.withSubject(`Order #${order} has been shipped`)).toHaveLength(1);
    expect(smtp.withSubject(`Payment received for order #${order}`)).toHaveLength(1);
  });

  it('carries the same lines in the text and the HTML part, with the name escaped once and cut to 40 characters', async () => {
    const a = await customer(t, `Sana O'Brien & <Co> ${'x'.repeat(100)}`);
    const p = await f.product({ categoryId, title: 'Coaster <Set>', price: 1234.5, qty: 5 });
    const res = await t.rest('POST', '/save-order', checkout(p.id, { payment_method: 'easypaisa' }), a.token);
    expect(res.status).toBe(200);
    await waitUntil(() => delivered(t.db.ds, `order:${res.body.id}:confirmed`), 20_000);
    const [mail] = smtp.withSubject(`Order #${res.body.id} confirmed`);
    const { text, html } = mail.parts;
    const lines = [
      `Assalam o Alaikum Sana O'Brien & <Co> ${'x'.repeat(19)}…,`,
      `Thank you for your order #${res.body.id}. We will start crocheting and packing it soon.`,
      'Coaster <Set> × 1 — Rs 1,234.50',
      'Sub Total: Rs 1,234.50',
      'Shipping: Rs 200',
      'Grand Total: Rs 1,434.50',
      'Payment: Send the grand total to our Easypaisa account 0300-1234567 (Crochet Corner), then send the receipt to us over chat.',
      // The number as stored: E.164 (issue 34).
      'Delivery to: Delivery Contact, House 5, Gulberg, Lahore, Punjab 54000, +923001234567',
    ];
    const escape = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
    for (const line of lines) {
      expect(text).toContain(line);
      expect(html).toContain(escape(line));
    }
    expect(html).not.toContain('&amp;#39;');
    expect(html).not.toContain('<Co>');
    expect(mail.to).toEqual([a.email]);
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@/);
  });
});

describe('forgot password', () => {
  it('answers a known and an unknown address alike, without waiting for the mail server', async () => {
    const hanging = await startSmtp({ hold: true });
    const t = await createTestServer({ SMTP_URL: hanging.url });
    try {
      await t.db.ds.query(
        `INSERT INTO users (name, email, role) VALUES ('Known', 'known@example.pk', 'CUSTOMER')`,
      );
      const ask = async (email: string) => {
        const started = performance.now();
        const res = await t.rest('POST', '/forgot-password', { email });
        return { ms: performance.now() - started, body: res.body };
      };
      const known = await ask('known@example.pk');
      const unknown = await ask('nobody@example.pk');
      expect(unknown.body).toEqual(known.body);
      // The mail server holds the known address's mail: the answer did not wait for it.
      await waitUntil(() => hanging.received === 1, 20_000);
      expect(known.ms).toBeLessThan(2_000);
      const events = await t.db.ds.query(`SELECT recipient FROM mail_events WHERE key LIKE 'reset:%'`);
      expect(events).toEqual([{ recipient: 'known@example.pk' }]);
    } finally {
      await t.close();
      await hanging.close();
    }
  });
});
