/**
 * pdf-lib, in pdfme's maintained build (`@pdfme/pdf-lib`): the packing slips are drawn with it
 * and the couriers' airway bills merged. It is published as an ES module only and this server
 * builds to CommonJS, so it is loaded with import() once, on first use (as jose is).
 */
export type PdfLib = typeof import('@pdfme/pdf-lib', { with: { 'resolution-mode': 'import' } });

let loaded: Promise<PdfLib> | undefined;
export const pdfLib = (): Promise<PdfLib> => (loaded ??= import('@pdfme/pdf-lib'));
