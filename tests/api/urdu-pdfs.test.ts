/**
 * Urdu on the shop's PDFs: a customer's name and address (and a product's name) written in Urdu
 * print in Urdu on the packing slip and invoice, right to left beside English, and read back
 * as written; the labels' merge keeps such a PDF's text. Read back by PDF.js (tests/support/pdf-text.ts).
 */
import { PDFDict, PDFDocument, PDFName } from '@pdfme/pdf-lib';
import { mergePdfs } from '../../server/src/modules/couriers/labels';
import { readPdf } from '../support/pdf-text';
import { adminToken } from '../support/storage-shop';
import { createTestServer, TestServer } from '../support/test-server';

let t: TestServer;
let admin: string;
let buyer: { id: number };

const NAME = 'عائشہ خان';
const ADDRESS = 'مکان نمبر 12، گلی 3، لاہور';
/** "Woollen cap": ٹ پ ی are drawn from one dotless form, told apart by their dots. */
const PRODUCT = 'اونی ٹوپی';

async function insertOrder(
  name: string,
  address: string,
  item: string,
  colour = 'گلابی (pink)',
): Promise<number> {
  const [o] = await t.db.ds.query(
    `INSERT INTO orders (user_id, name, email, address, city, street, zip, mobile, status, payment_status, payment_method, sub_total, shipping, discount, grand_total)
     VALUES ($1, $2, 'ayesha@example.pk', $3, 'Lahore', 'Punjab', '54000', '03001234567', 'pending', 'unpaid', 'cod', 150000, 20000, 0, 170000)
     RETURNING id`,
    [buyer.id, name, address],
  );
  await t.db.ds.query(
    `INSERT INTO order_items (order_id, name, qty, price, size_name, attributes) VALUES ($1, $2, 2, 75000, 'Large', $3)`,
    [o.id, item, JSON.stringify({ Colour: colour })],
  );
  return o.id as number;
}

async function print(ids: number[]): Promise<Buffer> {
  const res = await fetch(`${t.url}/api/admin/packing-slips?ids=${ids.join(',')}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await res.arrayBuffer());
}

/** The fonts a PDF embeds, by name. */
async function fonts(pdf: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(new Uint8Array(pdf));
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, o]) =>
      o instanceof PDFDict && o.get(PDFName.of('Subtype'))?.toString() === '/Type0'
        ? [String(o.get(PDFName.of('BaseFont')))]
        : [],
    );
}

/** The page's lines, each trimmed. */
const lines = (page: string) => page.split('\n').map((l) => l.trim());

beforeAll(async () => {
  t = await createTestServer();
  [buyer] = await t.db.ds.query(
    `INSERT INTO users (name, email, role, verified_at) VALUES ('Ayesha', 'ayesha@example.pk', 'CUSTOMER', now()) RETURNING id`,
  );
  admin = await adminToken(t);
});
afterAll(() => t.close());

it('prints an Urdu name, address and product on the packing slip and invoice, read back as written beside the English', async () => {
  const order = await insertOrder(NAME, ADDRESS, PRODUCT);
  const { pages } = await readPdf(await print([order]));
  expect(pages).toHaveLength(1);
  const [page] = pages;
  expect(page).not.toContain('?');
  expect(lines(page)).toContain(NAME);
  // The address's words in the order written. PDF.js gives no space where Urdu meets a number
  // (it reads each run apart); the digits and the Urdu comma are there, in place.
  expect(lines(page).some((l) => /^مکان نمبر ?12، گلی ?3، لاہور$/.test(l))).toBe(true);
  expect(page).toContain(PRODUCT);
  expect(page).toContain('گلابی');
  // The English beside it, as before.
  for (const text of [
    `Order #${order}`,
    'Ship to',
    'Lahore, Punjab, 54000',
    'Mobile: 03001234567',
    'Size: Large',
    '(pink)',
    'Grand Total',
    'COLLECT Rs 1,700',
  ])
    expect(page).toContain(text);
});

it('keeps a slip in English as small as it was: the Urdu font goes only into PDFs that use it', async () => {
  const english = await insertOrder('Sana Tariq', 'House 4, Street 9, Gulberg III', 'Rose Shawl', 'Pink');
  const urdu = await insertOrder(NAME, ADDRESS, PRODUCT);
  const plain = await print([english]);
  const withUrdu = await print([urdu]);
  expect(await fonts(plain)).toEqual([]);
  expect(await fonts(withUrdu)).toEqual(['/URDURG+NotoNaskhArabic-Regular']);
  // The font goes in as a subset of the glyphs used: a few kilobytes, not the font's 87.
  expect(withUrdu.length - plain.length).toBeLessThan(12_000);
});

it('keeps the Urdu text of PDFs merged into one, as the labels are', async () => {
  const a = await insertOrder(NAME, ADDRESS, PRODUCT);
  const b = await insertOrder('ثنا طارق', 'گلبرگ III، لاہور', 'Rose Shawl');
  const merged = await mergePdfs([await print([a]), await print([b])]);
  const { pages } = await readPdf(merged);
  expect(pages).toHaveLength(2);
  expect(lines(pages[0])).toContain(NAME);
  expect(pages[0]).toContain(PRODUCT);
  expect(lines(pages[1])).toContain('ثنا طارق');
  expect(pages.join('\n')).not.toContain('?');
});
