/**
 * Airway bills of one order or a selection as one PDF (pdf-lib: shared/pdf-lib.ts), in the order asked, and the
 * short-lived signed link (`/files/courier-labels`) the back office's browser opens to print it.
 */
import { In, type DataSource } from 'typeorm';
import { PrintLinks } from '../../platform/http/print-links';
import type { SignedLinks } from '../../platform/http/signed-links';
import { ValidationError } from '../../shared/errors';
import { pdfLib } from '../../shared/pdf-lib';
import { CourierBookingEntity } from './booking.entity';
import { refusal, selection } from './bookings';
import type { CourierProviders } from './registry';

export const LABELS_READY = 'Labels ready: print them from the PDF.';

export class CourierLabels {
  /** Links to print labels (`/files/courier-labels?ids&expires&sig`), issued by the `courierLabelsLink` mutation. */
  readonly links: PrintLinks;

  constructor(
    private readonly ds: DataSource,
    private readonly providers: CourierProviders,
    signer: SignedLinks,
  ) {
    this.links = new PrintLinks(signer, 'courier-labels', '/files/courier-labels');
  }

  /** A link to print the labels of `orderIds`, after checking each has a live booking (the PDF is made when it is opened). */
  async link(orderIds: number[]): Promise<{ url: string; expiresAt: Date; message: string }> {
    const ordered = await this.bookings(orderIds);
    return { ...this.links.url(ordered.map((b) => b.orderId)), message: LABELS_READY };
  }

  /** The airway bills of these orders' live bookings, as one PDF (in the order asked). */
  async pdf(orderIds: number[]): Promise<Buffer> {
    const ordered = await this.bookings(orderIds);
    const pdfs: Buffer[] = [];
    // One request per courier where it prints several at once (PostEx), in the order asked.
    for (let i = 0; i < ordered.length;) {
      let j = i;
      while (j < ordered.length && ordered[j].provider === ordered[i].provider) j++;
      const api = await this.providers.of(ordered[i].provider);
      try {
        pdfs.push(
          ...(await api.labels(
            ordered.slice(i, j).map((b) => ({ trackingNumber: b.trackingNumber!, labelUrl: b.labelUrl })),
          )),
        );
      } catch (err) {
        throw refusal(err);
      }
      i = j;
    }
    return mergePdfs(pdfs);
  }

  /** The live bookings of the orders (each once) in that order; 422 naming the orders not booked. */
  private async bookings(orderIds: number[]): Promise<CourierBookingEntity[]> {
    const ids = selection(orderIds, 'labels');
    const bookings = await this.ds
      .getRepository(CourierBookingEntity)
      .findBy({ orderId: In(ids), status: 'booked' });
    const missing = ids.filter((id) => !bookings.some((b) => b.orderId === id));
    if (missing.length)
      throw ValidationError.single(
        'orders',
        `Not booked with a courier: order${missing.length > 1 ? 's' : ''} #${missing.join(', #')}.`,
        'NOT_BOOKED',
      );
    const byOrder = new Map(bookings.map((b) => [b.orderId, b]));
    return ids.map((id) => byOrder.get(id)!);
  }
}

/** Several PDFs as one, their pages in order. */
export async function mergePdfs(pdfs: Buffer[]): Promise<Buffer> {
  if (pdfs.length === 1) return pdfs[0];
  const { PDFDocument } = await pdfLib();
  const merged = await PDFDocument.create();
  for (const bytes of pdfs) {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}
