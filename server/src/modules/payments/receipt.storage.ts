import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { SignedLinks } from '../../platform/http/signed-links';
import type { ObjectStore } from '../../platform/storage';
import { ValidationError } from '../../shared/errors';
import { imageKind } from '../media';
import type { DetectedType } from '../orders';
import { MAX_RECEIPT_BYTES, NOT_A_RECEIPT, RECEIPT_TOO_LARGE } from '../../shared/inputs/delivery';

const MAX_INPUT_PIXELS = 40_000_000;
/** Receipts are screenshots of small print: kept larger than product images. */
const MAX_SIDE = 3000;

/** A PDF by its magic bytes: `%PDF-` first, `%%EOF` in its last kilobyte. */
export function isPdf(buf: Buffer): boolean {
  return (
    buf.length > 16 &&
    buf.toString('latin1', 0, 5) === '%PDF-' &&
    buf.subarray(Math.max(0, buf.length - 1024)).includes('%%EOF')
  );
}

/**
 * Characters a label never shows: controls (C0, DEL, C1), format characters (Unicode category
 * Cf: bidi overrides and isolates, zero-width spaces and joiners, the byte order mark), line and
 * paragraph separators, other default-ignorable (invisible) code points, and `"`.
 */
const UNSHOWN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}"]/gu;

/**
 * The customer's file name as a label: no path, nothing invisible or direction-changing (so
 * "receipt\u202Egnp.exe" reads "receiptgnp.exe", not "receiptexe.png"), at most 120 characters.
 * Only ever shown as text: downloads are named by the server (`downloadName`).
 */
export function displayName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(UNSHOWN, '').trim().slice(-120);
  return clean || fallback;
}

const EXTENSIONS: Record<StoredReceipt['contentType'], string> = {
  'application/pdf': 'pdf',
  'image/webp': 'webp',
};

/** The server-chosen download name: `receipt-<order>-<n>.<ext>`, the extension that of the stored file's type. */
export function downloadName(receipt: { orderId: number; number: number; contentType: string }): string {
  const ext = EXTENSIONS[receipt.contentType as StoredReceipt['contentType']] ?? 'bin';
  return `receipt-${receipt.orderId}-${receipt.number}.${ext}`;
}

const DETECTED: Record<DetectedType, string> = {
  pdf: 'PDF document',
  jpeg: 'JPEG image (kept as WebP)',
  png: 'PNG image (kept as WebP)',
  webp: 'WebP image',
};

/** What the upload was by its magic bytes, for the admin (whatever the customer named it). */
export function detectedTypeLabel(receipt: {
  detectedType: DetectedType | null;
  contentType: string;
}): string {
  if (receipt.detectedType) return DETECTED[receipt.detectedType];
  return receipt.contentType === 'application/pdf' ? DETECTED.pdf : 'Image (kept as WebP)';
}

export interface StoredReceipt {
  file: string;
  contentType: 'image/webp' | 'application/pdf';
  detectedType: DetectedType;
  size: number;
}

/** How a receipt is sent: PDFs downloaded (never shown on the page's origin), images shown; always under the server's name. */
export function receiptDisposition(receipt: Parameters<typeof downloadName>[0]): string {
  const pdf = receipt.contentType === 'application/pdf';
  return `${pdf ? 'attachment' : 'inline'}; filename="${downloadName(receipt)}"`;
}

/** A receipt file's key in the object store (private: never under the public uploads/). */
export function receiptKey(file: string): string {
  if (!/^[0-9a-f-]{36}\.(webp|pdf)$/.test(file)) throw new Error(`Unsafe receipt file name: ${file}`);
  return `receipts/${file}`;
}

/**
 * Receipt files, private in the object store (DATA_DIR/receipts or the bucket's receipts/,
 * never under the public uploads): checked by magic bytes, images re-encoded to WebP
 * (metadata stripped, decoded under a pixel limit), PDFs kept as sent (read whole: the PDF
 * check needs its last kilobyte); always under a server-chosen name.
 */
export class ReceiptStorage {
  constructor(private readonly store: ObjectStore) {}

  async save(input: Buffer, field = 'file'): Promise<StoredReceipt> {
    if (input.length > MAX_RECEIPT_BYTES) throw ValidationError.single(field, RECEIPT_TOO_LARGE, 'TOO_LARGE');
    const kind: DetectedType | null = imageKind(input) ?? (isPdf(input) ? 'pdf' : null);
    const refused = () => ValidationError.single(field, NOT_A_RECEIPT, 'NOT_A_RECEIPT');
    if (!kind) throw refused();
    const contentType = kind === 'pdf' ? 'application/pdf' : 'image/webp';
    const data =
      kind === 'pdf'
        ? input
        : await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
            .rotate()
            .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 88 })
            .toBuffer()
            .catch(() => Promise.reject(refused()));
    const file = `${randomUUID()}.${EXTENSIONS[contentType]}`;
    await this.store.put(receiptKey(file), data, {
      contentType,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
    return { file, contentType, detectedType: kind, size: data.length };
  }

  async remove(file: string): Promise<void> {
    await this.store.delete(receiptKey(file));
  }
}

/** What a receipt file's signed link is for (the signer's namespace). */
const RECEIPT_LINK = 'receipt-file';

/** What a link is made for: the receipt's id, file and the download name's parts. */
export type LinkedReceipt = {
  id: number;
  file: string;
  orderId: number;
  number: number;
  contentType: string;
};

/**
 * Short-lived signed links to receipt files, for `<img src>` and downloads: issued only to
 * the order's customer and admins (in their own authorised answers), valid for 10 to 15
 * minutes, bound to one receipt file. The bearer token itself never goes into a URL. Files on
 * disk get the shop's own link (/files/receipts/:id?expires&sig, checked by `verify`); files in
 * a bucket a presigned link to the object, with the same lifetime, type and download name.
 */
export class ReceiptLinks {
  constructor(
    private readonly signer: SignedLinks,
    private readonly store: ObjectStore,
  ) {}

  /** The link for one receipt: the shop's own (relative) or a presigned one to the bucket (absolute). */
  async url(receipt: LinkedReceipt, now = Date.now()): Promise<string> {
    const signedAt = this.signer.signedAt(now);
    const presigned = await this.store.presign(receiptKey(receipt.file), {
      expiresIn: this.signer.expires(now) - signedAt,
      signedAt: new Date(signedAt * 1000),
      contentType: receipt.contentType,
      contentDisposition: receiptDisposition(receipt),
    });
    return presigned ?? this.appLink(receipt, now);
  }

  /** The shop's own signed link (/files/receipts/:id), whatever the store. */
  appLink(receipt: { id: number; file: string }, now = Date.now()): string {
    return `/files/receipts/${receipt.id}?${this.signer.query(RECEIPT_LINK, `${receipt.id}:${receipt.file}`, now)}`;
  }

  /** Whether a link's signature is this receipt's and still valid. */
  verify(receipt: { id: number; file: string }, expires: unknown, sig: unknown, now = Date.now()): boolean {
    return this.signer.verify(RECEIPT_LINK, `${receipt.id}:${receipt.file}`, expires, sig, now);
  }
}
