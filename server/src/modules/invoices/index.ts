/** Invoices (numbered without gaps) and the packing slips that carry them, as PDF. */
export {
  InvoiceService,
  MAX_SLIPS,
  PACKING_SLIPS_READY,
  cashToCollect,
  parseOrderIds,
  type IssuedInvoice,
} from './invoice.service';
export { invoiceLabel, orderCode } from './packing-slip.pdf';
export { packingSlipLinks, packingSlipFileName } from './packing-slip.links';
