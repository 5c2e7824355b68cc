/**
 * The packing slip and invoice of an order as a printable A4 PDF (pdfkit): the shop's name and
 * contact, the invoice number and date, the customer's address and mobile, each item with its
 * chosen options, the totals, the cash to collect in large type, and a Code 128 bar code of the
 * order number (bwip-js) that a courier's or the shop's scanner reads. One page per order.
 */
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { formatRupees } from '../../shared/money';
import { CONTACT } from '../../shared/inputs/shop-contact';

export interface SlipItem {
  name: string;
  qty: number;
  /** Unit price, paisa. */
  price: number;
  /** The chosen options as `Name: value` (size, colour, attributes). */
  options: string[];
}

export interface PackingSlip {
  orderId: number;
  invoiceNumber: number;
  placedAt: Date;
  issuedAt: Date;
  customer: { name: string; address: string; city: string; province: string; zip: string; mobile: string };
  paymentLabel: string;
  /** Paisa to collect at the door: the grand total of an unpaid COD order, else 0. */
  collect: number;
  items: SlipItem[];
  subTotal: number;
  shipping: number;
  discount: number;
  grandTotal: number;
}

/** The order number as its bar code encodes it and its slip prints it. */
export const orderCode = (orderId: number) => `ORDER-${orderId}`;
/** The invoice number as printed: zero-padded, so the sequence sorts. */
export const invoiceLabel = (n: number) => `INV-${String(n).padStart(6, '0')}`;

const INK = '#3d302a';
const MUTED = '#6b5a52';

function dateIn(timeZone: string, d: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(d);
}

async function barcode(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
  });
}

/** Where the slips are printed: the shop's name (SHOP_NAME) and time zone (SHOP_TIMEZONE). */
export interface SlipShop {
  name: string;
  timeZone: string;
}

/** Renders the slips, one page each, into one PDF. */
export async function renderPackingSlips(slips: PackingSlip[], shop: SlipShop): Promise<Buffer> {
  const codes = await Promise.all(slips.map((s) => barcode(orderCode(s.orderId))));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    autoFirstPage: false,
    info: { Title: `${shop.name} packing slips`, Author: shop.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  slips.forEach((slip, i) => page(doc, slip, codes[i], shop));
  doc.end();
  return done;
}

function page(doc: PDFKit.PDFDocument, s: PackingSlip, code: Buffer, shop: SlipShop): void {
  const { timeZone } = shop;
  doc.addPage();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(shop.name, left, 40);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(CONTACT.address).text(`${CONTACT.phone}  ·  ${CONTACT.email}`);
  doc.image(code, left + width - 180, 36, { fit: [180, 60], align: 'right' });

  doc.moveDown(1.5).fillColor(INK).font('Helvetica-Bold').fontSize(14);
  doc.text(`Packing slip and invoice ${invoiceLabel(s.invoiceNumber)}`, left);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Order #${s.orderId}  ·  placed ${dateIn(timeZone, s.placedAt)}`);
  doc.text(`Invoice date ${dateIn(timeZone, s.issuedAt)}  ·  Payment: ${s.paymentLabel}`);

  doc.moveDown().font('Helvetica-Bold').fontSize(11).text('Ship to');
  doc.font('Helvetica').fontSize(11);
  const c = s.customer;
  doc.text(c.name).text(c.address).text([c.city, c.province, c.zip].filter(Boolean).join(', '));
  doc.text(`Mobile: ${c.mobile}`);

  doc.moveDown();
  const cols = { item: left, qty: left + width - 190, price: left + width - 130, total: left + width - 65 };
  const row = (item: string, qty: string, price: string, total: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(item, cols.item, y, { width: cols.qty - cols.item - 10 });
    const after = doc.y;
    doc.text(qty, cols.qty, y, { width: 50, align: 'right' });
    doc.text(price, cols.price, y, { width: 60, align: 'right' });
    doc.text(total, cols.total, y, { width: 65, align: 'right' });
    doc.x = left;
    doc.y = Math.max(after, doc.y) + 4;
  };
  row('Item', 'Qty', 'Price', 'Total', true);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(MUTED)
    .stroke();
  doc.y += 4;
  for (const it of s.items) {
    const name = it.options.length ? `${it.name}\n${it.options.join(', ')}` : it.name;
    row(name, String(it.qty), formatRupees(it.price), formatRupees(it.price * it.qty));
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 6;
  const total = (label: string, value: string, bold = false) => row(label, '', '', value, bold);
  total('Sub Total', formatRupees(s.subTotal));
  total('Shipping', formatRupees(s.shipping));
  if (s.discount > 0) total('Discount', `-${formatRupees(s.discount)}`);
  total('Grand Total', formatRupees(s.grandTotal), true);

  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(26).fillColor(INK);
  doc.text(s.collect > 0 ? `COLLECT ${formatRupees(s.collect)}` : 'PAID - NOTHING TO COLLECT', left, doc.y, {
    width,
    align: 'center',
  });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.moveDown().text(`Thank you for shopping with ${shop.name}.`, left, doc.y, { width, align: 'center' });
}
