/** Couriers and payment receipts: the admin's courier form, a receipt's details, a rejection. */
import { z } from 'zod';
import { field, optionalField, optionalText, text } from './fields';
import { COLUMN_LENGTHS } from './columns';
import { tooLong } from './messages';

const COURIER = COLUMN_LENGTHS.couriers;
const RECEIPT = COLUMN_LENGTHS.order_receipts;

/** The placeholder a tracking URL template must contain. */
export const TRACKING_PLACEHOLDER = '{tracking}';

/** A courier's tracking page for a tracking number (the number URL-encoded into the template). */
export function trackingUrl(template: string, trackingNumber: string): string {
  return template.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(trackingNumber));
}

const URL_SCHEME = 'The tracking URL must start with https:// or http://.';

export const courierInput = z.object({
  name: text('The courier name is required.', COURIER.name, 'The courier name'),
  trackingUrlTemplate: field<string>((v) => {
    if (typeof v !== 'string' || v.trim() === '')
      return { message: 'The tracking URL is required.', code: 'REQUIRED' };
    const t = v.trim();
    if (t.length > COURIER.tracking_url_template)
      return { message: tooLong('The tracking URL', COURIER.tracking_url_template) };
    if (!t.includes(TRACKING_PLACEHOLDER))
      return {
        message: `The tracking URL must contain ${TRACKING_PLACEHOLDER} where the tracking number goes.`,
      };
    try {
      const url = new URL(t.split(TRACKING_PLACEHOLDER).join('0'));
      return url.protocol === 'https:' || url.protocol === 'http:' ? { value: t } : { message: URL_SCHEME };
    } catch {
      return { message: URL_SCHEME };
    }
  }),
  active: optionalField<boolean>((v) =>
    typeof v === 'boolean' ? { value: v } : { message: 'Active must be true or false.' },
  ),
});
export type CourierInput = z.output<typeof courierInput>;

/** What a customer may add to an uploaded receipt (both optional). */
export const receiptDetailsInput = z.object({
  transactionId: optionalText(RECEIPT.transaction_id, 'The transaction id'),
  amountPaid: optionalField<number | null>((v) => {
    if (v === null || v === '') return { value: null };
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN;
    return Number.isFinite(n) && n > 0 && n <= 100_000_000
      ? { value: n }
      : { message: 'The amount paid must be a positive number of rupees.' };
  }),
});
export type ReceiptDetailsInput = z.output<typeof receiptDetailsInput>;

/** A payment receipt's file: what the server takes (it checks the bytes: an image or a PDF). */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
export const NOT_A_RECEIPT = 'The receipt must be an image (JPEG, PNG or WebP) or a PDF file.';
export const RECEIPT_TOO_LARGE = 'The receipt may not be greater than 5 MB.';
export const RECEIPT_REQUIRED = 'Please choose the receipt file.';

/**
 * The customer's upload form: the receipt file as the browser describes it (a file list of
 * one: its declared type and size, checked before sending) and the optional details.
 */
export const receiptUploadInput = receiptDetailsInput.extend({
  file: field<{ type: string; size: number }>((v) => {
    const files = v as { length?: number; 0?: { type?: unknown; size?: unknown } } | null | undefined;
    const file = files?.length === 1 ? files[0] : undefined;
    if (!file || typeof file.type !== 'string' || typeof file.size !== 'number')
      return { message: RECEIPT_REQUIRED, code: 'REQUIRED' };
    if (!RECEIPT_TYPES.includes(file.type)) return { message: NOT_A_RECEIPT };
    if (file.size > MAX_RECEIPT_BYTES) return { message: RECEIPT_TOO_LARGE };
    return { value: file as { type: string; size: number } };
  }),
});

export type ReceiptUploadInput = z.output<typeof receiptUploadInput>;

export const receiptRejectInput = z.object({
  reason: text('Please give the reason the receipt is rejected.', RECEIPT.reject_reason, 'The reason'),
});
