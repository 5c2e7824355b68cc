/**
 * A PDF read back as a reader gets it (Mozilla's PDF.js, in unpdf's build for servers, without
 * a canvas): each page's text and how many images each page paints. PDF.js is handed to unpdf
 * as a module already loaded, since jest's module system cannot load it by the dynamic import
 * unpdf would otherwise use (the package exports it for `import` only).
 */
import { join } from 'node:path';
import { definePDFJSModule, getDocumentProxy, getResolvedPDFJS } from 'unpdf';

/**
 * PDF.js detaches image data with `ArrayBuffer.prototype.transferToFixedLength` (Node 21+); on
 * Node 20 the same copy by hand, or it skips every image.
 */
const proto = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (length?: number) => ArrayBuffer;
};
proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};

const ready = definePDFJSModule(() => import(join(require.resolve('unpdf'), '..', 'pdfjs.mjs')));

export async function readPdf(pdf: Buffer | Uint8Array): Promise<{ pages: string[]; images: number[] }> {
  await ready;
  const { OPS } = await getResolvedPDFJS();
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const pages: string[] = [];
    const images: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('')
          .trim(),
      );
      const ops = await page.getOperatorList();
      images.push(
        ops.fnArray.filter((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject).length,
      );
    }
    return { pages, images };
  } finally {
    await doc.destroy();
  }
}
