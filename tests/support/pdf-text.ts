/**
 * A PDF read back as a reader gets it (pdf-parse, on Mozilla's PDF.js): each page's text and
 * its images. PDF.js runs its parser in the test's own thread: its worker module is loaded
 * here and handed over (`globalThis.pdfjsWorker`), since jest's module system cannot load it
 * by the dynamic import PDF.js would otherwise use.
 */
import { PDFParse } from 'pdf-parse';
// @ts-expect-error -- PDF.js ships no type declarations for its worker module.
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= pdfjsWorker;

export async function readPdf(pdf: Buffer | Uint8Array): Promise<{ pages: string[]; images: number[] }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const images = await parser.getImage({ imageThreshold: 0, imageBuffer: false, imageDataUrl: false });
    return { pages: text.pages.map((p) => p.text), images: images.pages.map((p) => p.images.length) };
  } finally {
    await parser.destroy();
  }
}
