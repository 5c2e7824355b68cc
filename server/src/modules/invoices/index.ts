/** Invoices (numbered without gaps) and the packing slips that carry them, as PDF. */
export { InvoiceService, parseOrderIds } from './invoice.service';
export { packingSlipLinks, packingSlipFileName } from './packing-slip.links';
