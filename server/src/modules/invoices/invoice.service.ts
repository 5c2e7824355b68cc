import type { DataSource, EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { ORDER_NOT_FOUND, PAYMENT_METHOD_LABELS, type OrderDetails, type Orders } from '../orders';
import type { PrintLinks } from '../../platform/http/print-links';
import { renderPackingSlips, type PackingSlip, type SlipShop } from './packing-slip.pdf';

/** At most this many orders in one PDF (a day's parcels; a longer print is split by the list's pages). */
export const MAX_SLIPS = 100;

/** What the admin is told when the slips' link is ready (the browser opens it). */
export const PACKING_SLIPS_READY = 'Packing slips ready.';

export interface IssuedInvoice {
  number: number;
  issuedAt: Date;
}

/** The order ids of a request: whole numbers, at least one, at most MAX_SLIPS, each once. */
export function parseOrderIds(raw: unknown): number[] {
  const parts = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '' && v !== undefined);
  if (parts.length === 0) throw ValidationError.single('ids', 'Choose at least one order.', 'REQUIRED');
  const ids = parts.map((v) => (typeof v === 'number' ? v : /^\d{1,9}$/.test(String(v)) ? Number(v) : NaN));
  if (ids.some((n) => !Number.isSafeInteger(n) || n < 1))
    throw ValidationError.single('ids', 'Order ids must be whole numbers.');
  const unique = [...new Set(ids)];
  if (unique.length > MAX_SLIPS)
    throw ValidationError.single('ids', `Choose at most ${MAX_SLIPS} orders at a time.`, 'TOO_MANY');
  return unique;
}

/** Whether every order of `ids` (each once) exists. */
async function allExist(em: EntityManager, ids: number[]): Promise<boolean> {
  const [{ n }] = await em.query('SELECT count(*)::int AS n FROM orders WHERE id = ANY($1)', [ids]);
  return n === ids.length;
}

/** An option's name as one kind: "Color" and "Colour" (either case) name the same thing. */
const optionKind = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^color$/, 'colour');

/**
 * The options a customer chose for a line, as printed: size, colour, then the other attributes,
 * each once (a variant's size and colour are kept both as its own columns and among its attributes).
 */
function optionsOf(item: OrderDetails['items'][number]): string[] {
  const attributes = Object.entries(item.attributes ?? {});
  const named = new Set(attributes.map(([name]) => optionKind(name)));
  const out: string[] = [];
  if (item.sizeName && !named.has('size')) out.push(`Size: ${item.sizeName}`);
  if (item.colorName && !named.has('colour')) out.push(`Colour: ${item.colorName}`);
  const rank = (name: string) => ({ size: 0, colour: 1 })[optionKind(name)] ?? 2;
  attributes.sort(([a], [b]) => rank(a) - rank(b));
  for (const [name, value] of attributes) out.push(`${name}: ${value}`);
  return out;
}

/** Cash the courier collects at the door: an unpaid cash-on-delivery order's grand total. */
export function cashToCollect(
  o: Pick<OrderDetails, 'paymentMethod' | 'paymentStatus' | 'grandTotal'>,
): number {
  return o.paymentMethod === 'cod' && o.paymentStatus === 'unpaid' ? o.grandTotal : 0;
}

/**
 * Invoices and packing slips. An order's invoice number is issued the first time its slip is
 * printed and never changes; numbers run 1, 2, 3… without gaps, because each is taken from
 * one counter row locked in the transaction that records it (a failed print gives it back).
 */
export class InvoiceService {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: Orders,
    /** The shop's name (the owner's settings) and time zone, as they stand when slips are printed. */
    private readonly shop: () => Promise<SlipShop>,
    readonly links: PrintLinks,
  ) {}

  /** The invoices of `orderIds`, issuing numbers (in order-id order) to those without one. */
  async issue(orderIds: number[]): Promise<Map<number, IssuedInvoice>> {
    const known = await this.read(this.ds.manager, orderIds);
    if (known.size === orderIds.length) return known;
    return this.ds.transaction(async (em) => {
      // Taken first: a second print of the same orders waits here, then finds the numbers issued.
      const [{ last_number: last }] = await em.query(
        'SELECT last_number FROM invoice_counter WHERE id = 1 FOR UPDATE',
      );
      if (!(await allExist(em, orderIds))) throw new NotFoundError(ORDER_NOT_FOUND);
      const issued = await this.read(em, orderIds);
      const missing = orderIds.filter((id) => !issued.has(id)).sort((a, b) => a - b);
      if (missing.length === 0) return issued;
      const numbers = missing.map((_, i) => last + 1 + i);
      const rows: Array<{ order_id: number; number: number; issued_at: Date }> = await em.query(
        `INSERT INTO order_invoices (order_id, number)
         SELECT * FROM unnest($1::int[], $2::int[]) RETURNING order_id, number, issued_at`,
        [missing, numbers],
      );
      await em.query('UPDATE invoice_counter SET last_number = $1 WHERE id = 1', [last + missing.length]);
      for (const r of rows) issued.set(r.order_id, { number: r.number, issuedAt: r.issued_at });
      return issued;
    });
  }

  /**
   * A short-lived link to print the packing slips of `orderIds` (checked: the ids are valid
   * and every order exists), with the message to show the admin.
   */
  async packingSlipLink(rawIds: unknown): Promise<{ url: string; expiresAt: Date; message: string }> {
    const ids = parseOrderIds(rawIds);
    if (!(await allExist(this.ds.manager, ids)))
      throw ValidationError.single('ids', ORDER_NOT_FOUND, 'NOT_FOUND');
    return { ...this.links.url(ids), message: PACKING_SLIPS_READY };
  }

  /** The packing slips (with invoices) of `orderIds`, in that order, as one PDF. */
  async packingSlips(orderIds: number[]): Promise<Buffer> {
    const invoices = await this.issue(orderIds);
    const slips: PackingSlip[] = [];
    for (const id of orderIds)
      slips.push(this.slipOf(await this.orders.queries.details(id), invoices.get(id)!));
    return renderPackingSlips(slips, await this.shop());
  }

  private slipOf(o: OrderDetails, invoice: IssuedInvoice): PackingSlip {
    return {
      orderId: o.id,
      invoiceNumber: invoice.number,
      placedAt: o.createdAt,
      issuedAt: invoice.issuedAt,
      customer: {
        name: o.name,
        address: o.address,
        city: o.city,
        province: o.street,
        zip: o.zip,
        mobile: o.mobile,
      },
      paymentLabel: PAYMENT_METHOD_LABELS[o.paymentMethod],
      collect: cashToCollect(o),
      items: o.items.map((i) => ({ name: i.name, qty: i.qty, price: i.price, options: optionsOf(i) })),
      subTotal: o.subTotal,
      shipping: o.shipping,
      discount: o.discount,
      grandTotal: o.grandTotal,
    };
  }

  private async read(em: EntityManager, orderIds: number[]): Promise<Map<number, IssuedInvoice>> {
    const rows: Array<{ order_id: number; number: number; issued_at: Date }> = await em.query(
      'SELECT order_id, number, issued_at FROM order_invoices WHERE order_id = ANY($1)',
      [orderIds],
    );
    return new Map(rows.map((r) => [r.order_id, { number: r.number, issuedAt: r.issued_at }]));
  }
}
