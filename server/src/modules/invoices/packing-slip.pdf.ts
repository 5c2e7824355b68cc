/**
 * The packing slip and invoice of an order as a printable A4 PDF (pdf-lib in pdfme's maintained
 * build, `@pdfme/pdf-lib`, the library that also merges the couriers' labels): the shop's name
 * and contact, the invoice number and date, the customer's address and mobile (Urdu in Noto
 * Naskh Arabic, right to left: shared/pdf-typeface.ts), each item with its chosen options, the
 * totals, the cash to collect in large type, and a Code 128 bar code of the order number
 * (bwip-js) that a courier's or the shop's scanner reads. One page per order (a very long order
 * runs onto another).
 */
import bwipjs from '@bwip-js/node';
import type { PDFDocument, PDFImage, PDFPage, RGB } from '@pdfme/pdf-lib' with {
  'resolution-mode': 'import',
};
import { formatRupees } from '../../shared/money';
import { paragraphDirection, type Direction } from '../../shared/pdf-bidi';
import { pdfLib } from '../../shared/pdf-lib';
import { Typeface } from '../../shared/pdf-typeface';
import { NaskhFont } from '../../shared/pdf-urdu';
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

/** A4 in points (pdf-lib's `PageSizes.A4`). */
const A4: [number, number] = [595.28, 841.89];
const [PAGE_WIDTH, PAGE_HEIGHT] = A4;
const MARGIN = 40;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Helvetica's line height per point of type (its ascender, descender and line gap). */
const LEADING = 1.16;
/** Helvetica's ascender per point: a line's baseline sits this far below its top. */
const ASCENT = 0.718;

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

/** Where the slips are printed: the shop's name (its settings) and time zone (SHOP_TIMEZONE). */
export interface SlipShop {
  name: string;
  timeZone: string;
}

/** Renders the slips, one page each, into one PDF. */
export async function renderPackingSlips(slips: PackingSlip[], shop: SlipShop): Promise<Buffer> {
  const lib = await pdfLib();
  const { PDFDocument, StandardFonts, rgb } = lib;
  const doc = await PDFDocument.create();
  doc.setTitle(`${shop.name} packing slips`);
  doc.setAuthor(shop.name);
  // A customer's name and address (or a product's name) in Urdu: Naskh beside Helvetica.
  const regular = new Typeface(await doc.embedFont(StandardFonts.Helvetica), new NaskhFont(lib, doc, 400));
  const bold = new Typeface(await doc.embedFont(StandardFonts.HelveticaBold), new NaskhFont(lib, doc, 700));
  const codes = await Promise.all(slips.map(async (s) => doc.embedPng(await barcode(orderCode(s.orderId)))));
  const colours = {
    ink: rgb(0x3d / 255, 0x30 / 255, 0x2a / 255),
    muted: rgb(0x6b / 255, 0x5a / 255, 0x52 / 255),
  };
  slips.forEach((slip, i) => page(new Sheet(doc, regular, bold, colours), slip, codes[i], shop));
  regular.urdu.embed();
  bold.urdu.embed();
  return Buffer.from(await doc.save());
}

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: RGB;
  x?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * A column of text written from the top of a page down, wrapping lines at word breaks within
 * a width and starting a new page when the next line would cross the bottom margin.
 */
class Sheet {
  page: PDFPage;
  /** The next line's top, in points from the top of the page. */
  y = MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: Typeface,
    private readonly bold: Typeface,
    readonly colours: { ink: RGB; muted: RGB },
  ) {
    this.page = doc.addPage(A4);
  }

  /** Writes `text` (its own lines, wrapped) and moves below it; returns where it ended. */
  text(text: string, style: TextStyle): number {
    const font = style.bold ? this.bold : this.regular;
    const { size } = style;
    const x = style.x ?? MARGIN;
    const width = style.width ?? WIDTH;
    for (const { line, direction } of this.lines(font, size, this.printable(text), width)) {
      if (this.y + size * LEADING > PAGE_HEIGHT - MARGIN) this.newPage();
      const used = font.width(line, size, direction);
      const at =
        style.align === 'right' ? x + width - used : style.align === 'center' ? x + (width - used) / 2 : x;
      font.draw(this.page, line, direction, {
        x: at,
        y: PAGE_HEIGHT - this.y - size * ASCENT,
        size,
        color: style.color ?? this.colours.ink,
      });
      this.y += size * LEADING;
    }
    return this.y;
  }

  /** How tall `text` is when written in `style`. */
  height(text: string, style: TextStyle): number {
    const font = style.bold ? this.bold : this.regular;
    return (
      this.lines(font, style.size, this.printable(text), style.width ?? WIDTH).length * style.size * LEADING
    );
  }

  /** Starts a new page unless `height` more points fit on this one (or it is a fresh page). */
  keep(height: number): void {
    if (this.y > MARGIN && this.y + height > PAGE_HEIGHT - MARGIN) this.newPage();
  }

  /** Blank space of `lines` lines of type `size`. */
  space(lines: number, size: number): void {
    this.y += lines * size * LEADING;
  }

  rule(): void {
    const y = PAGE_HEIGHT - this.y;
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + WIDTH, y },
      thickness: 1,
      color: this.colours.muted,
    });
  }

  image(image: PDFImage, box: { x: number; y: number; width: number; height: number }): void {
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    // Right-aligned in its box, as the page's top-right corner holds it.
    this.page.drawImage(image, {
      x: box.x + box.width - width,
      y: PAGE_HEIGHT - box.y - height,
      width,
      height,
    });
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = MARGIN;
  }

  /** `text` with what neither Helvetica (Windows-1252) nor Naskh draws as `?`. */
  private printable(text: string): string {
    return Array.from(
      text.replace(/\r\n?|\t/g, (c) => (c === '\t' ? ' ' : '\n')),
      (c) => (c === '\n' || this.regular.draws(c.codePointAt(0)!) ? c : '?'),
    ).join('');
  }

  /**
   * `text` in lines no wider than `width`: at its own line breaks, then between words (or within
   * a word longer than a line), each line with its paragraph's direction (Urdu's right to left).
   */
  private lines(
    font: Typeface,
    size: number,
    text: string,
    width: number,
  ): Array<{ line: string; direction: Direction }> {
    const out: Array<{ line: string; direction: Direction }> = [];
    for (const paragraph of text.split('\n')) {
      const direction = paragraphDirection(paragraph);
      const fits = (s: string) => font.width(s, size, direction) <= width;
      const push = (line: string) => out.push({ line, direction });
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (fits(next)) {
          line = next;
          continue;
        }
        if (line) push(line);
        line = word;
        while (!fits(line)) {
          let cut = line.length - 1;
          while (cut > 1 && !fits(line.slice(0, cut))) cut--;
          push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      push(line);
    }
    return out;
  }
}

function page(sheet: Sheet, s: PackingSlip, code: PDFImage, shop: SlipShop): void {
  const { timeZone } = shop;
  sheet.text(shop.name, { size: 20, bold: true });
  sheet.text(CONTACT.address, { size: 9, color: sheet.colours.muted });
  sheet.text(`${CONTACT.phone}  ·  ${CONTACT.email}`, { size: 9, color: sheet.colours.muted });
  sheet.image(code, { x: MARGIN + WIDTH - 180, y: 36, width: 180, height: 60 });

  sheet.space(1.5, 9);
  sheet.text(`Packing slip and invoice ${invoiceLabel(s.invoiceNumber)}`, { size: 14, bold: true });
  sheet.text(`Order #${s.orderId}  ·  placed ${dateIn(timeZone, s.placedAt)}`, { size: 10 });
  sheet.text(`Invoice date ${dateIn(timeZone, s.issuedAt)}  ·  Payment: ${s.paymentLabel}`, { size: 10 });

  sheet.space(1, 10);
  sheet.text('Ship to', { size: 11, bold: true });
  const c = s.customer;
  for (const line of [
    c.name,
    c.address,
    [c.city, c.province, c.zip].filter(Boolean).join(', '),
    `Mobile: ${c.mobile}`,
  ])
    sheet.text(line, { size: 11 });

  sheet.space(1, 11);
  const cols = { qty: MARGIN + WIDTH - 190, price: MARGIN + WIDTH - 130, total: MARGIN + WIDTH - 65 };
  const itemWidth = cols.qty - MARGIN - 10;
  const row = (item: string, qty: string, price: string, total: string, bold = false) => {
    const cell = { size: 10, bold };
    // The figures go beside the item's first line, so a row starts on a page it fits on.
    sheet.keep(sheet.height(item, { ...cell, width: itemWidth }));
    const top = sheet.y;
    const after = sheet.text(item, { ...cell, width: itemWidth });
    for (const [text, x, width] of [
      [qty, cols.qty, 50],
      [price, cols.price, 60],
      [total, cols.total, 65],
    ] as const) {
      sheet.y = top;
      sheet.text(text, { ...cell, x, width, align: 'right' });
    }
    sheet.y = Math.max(after, sheet.y) + 4;
  };
  row('Item', 'Qty', 'Price', 'Total', true);
  sheet.rule();
  sheet.y += 4;
  for (const it of s.items) {
    const name = it.options.length ? `${it.name}\n${it.options.join(', ')}` : it.name;
    row(name, String(it.qty), formatRupees(it.price), formatRupees(it.price * it.qty));
  }
  sheet.rule();
  sheet.y += 6;
  const total = (label: string, value: string, bold = false) => row(label, '', '', value, bold);
  total('Sub Total', formatRupees(s.subTotal));
  total('Shipping', formatRupees(s.shipping));
  if (s.discount > 0) total('Discount', `-${formatRupees(s.discount)}`);
  total('Grand Total', formatRupees(s.grandTotal), true);

  sheet.space(1.5, 10);
  sheet.keep(26 * LEADING);
  sheet.text(s.collect > 0 ? `COLLECT ${formatRupees(s.collect)}` : 'PAID - NOTHING TO COLLECT', {
    size: 26,
    bold: true,
    align: 'center',
  });
  sheet.space(1, 9);
  sheet.text(`Thank you for shopping with ${shop.name}.`, {
    size: 9,
    color: sheet.colours.muted,
    align: 'center',
  });
}
