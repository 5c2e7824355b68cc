/**
 * Urdu (Arabic script) on the shop's PDFs: Noto Naskh Arabic (`@fontsource/noto-naskh-arabic`,
 * the Arabic part of the font as WOFF) shaped by fontkit's OpenType layout (its Arabic shaper:
 * joining forms, the font's ligatures, dots and marks placed by GPOS) and drawn glyph by glyph
 * where the shaping put them; pdf-typeface.ts puts it beside Helvetica, right to left.
 * Naskh rather than Nastaliq: fontkit shapes Naskh as HarfBuzz does and fails on Nastaliq's
 * cursive attachment (docs/integrations.md, "PDFs in Urdu").
 *
 * The font is embedded as a TrueType subset of the glyphs drawn, each glyph under its own CID
 * per text it stands for: Naskh draws several letters from one dotless form plus dots (ب ت ث
 * پ ٹ), so a glyph alone cannot tell a reader which letter it is. A glyph that stands for no
 * text (a letter's dots, split off by the font) is drawn as an outline, so the text a reader
 * gets is the letters alone.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFName, PDFOperator, PDFPage, PDFRef, RGB } from '@pdfme/pdf-lib' with {
  'resolution-mode': 'import',
};
import type { PdfLib } from './pdf-lib';

type Weight = 400 | 700;
type Face = fontkit.Font;
type Shaped = { glyphs: fontkit.Glyph[]; positions: fontkit.GlyphPosition[]; width: number };
/** fontkit's subset as it is (its types say `includeGlyph` answers a boolean; it answers the glyph's id in the subset). */
interface GlyphSubset {
  includeGlyph(glyph: number): number;
  encode(): Uint8Array;
}

const faces = new Map<Weight, Face>();

/**
 * A WOFF font as the plain TrueType file it packs (WOFF 1.0, W3C: a header of 44 bytes, then
 * per table its tag, offset, packed and full length and checksum; a table is zlib-packed when
 * shorter than its full length). fontkit reads WOFF itself but inflates a table again at every
 * read (a second and a half per slip); unpacked once per process here instead.
 */
export function unwoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, packed, length] = [4, 8, 12].map((o) => woff.readUInt32BE(at + o));
    const data = woff.subarray(offset, offset + packed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: packed < length ? inflateSync(data) : data,
    };
  });
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the font's own signature (TrueType or CFF)
  header.writeUInt16BE(count, 4);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + 16 * i;
    t.tag.copy(header, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const padded = (t.data.length + 3) & ~3;
    parts.push(t.data, Buffer.alloc(padded - t.data.length));
    offset += padded;
  });
  return Buffer.concat(parts);
}

/** The font of a weight, read once per process. */
function face(weight: Weight): Face {
  let loaded = faces.get(weight);
  if (!loaded) {
    const file = require.resolve(
      `@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff`,
    );
    loaded = fontkit.create(unwoff(readFileSync(file))) as Face;
    // fontkit keeps one glyph object per glyph id, with the characters of its first use: each
    // use gets its own view, so a shared dotless form carries the letter of the place it is used.
    const shared = loaded.getGlyph.bind(loaded);
    loaded.getGlyph = (id, codePoints = []) =>
      Object.assign(Object.create(shared(id)) as fontkit.Glyph, { codePoints });
    faces.set(weight, loaded);
  }
  return loaded;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');

/** Noto Naskh Arabic in one PDF: shapes runs, draws them, and embeds the glyphs drawn. */
export class NaskhFont {
  private readonly face: Face;
  private readonly shaped = new Map<string, Shaped>();
  private readonly cids = new Map<string, number>();
  /** Per CID from 1: its glyph in the subset, the text it stands for, its advance (1000ths of an em). */
  private readonly used: Array<{ glyph: number; text: string; width: number }> = [];
  private readonly keys = new WeakMap<PDFPage, PDFName>();
  /** The forms of the glyphs drawn as outlines, by glyph id, and their names per page. */
  private readonly marks = new Map<number, PDFRef>();
  private readonly markKeys = new WeakMap<PDFPage, Map<number, PDFName>>();
  private subset?: GlyphSubset;
  private ref?: PDFRef;

  constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    private readonly weight: Weight,
  ) {
    this.face = face(weight);
  }

  has(codePoint: number): boolean {
    return this.face.hasGlyphForCodePoint(codePoint);
  }

  /** A run's width at `size` points. */
  width(text: string, rtl: boolean, size: number): number {
    return (this.shape(text, rtl).width * size) / this.face.unitsPerEm;
  }

  /** Draws a run (its text in reading order) from `x` on the baseline `y`; right to left runs come out reversed by the shaping. */
  draw(
    page: PDFPage,
    text: string,
    rtl: boolean,
    at: { x: number; y: number; size: number; color: RGB },
  ): void {
    const { glyphs, positions } = this.shape(text, rtl);
    const l = this.lib;
    const scale = at.size / this.face.unitsPerEm;
    const shown: PDFOperator[] = [];
    const marks: PDFOperator[] = [];
    let pending = '';
    const show = () => {
      if (pending) shown.push(l.showText(l.PDFHexString.of(pending)));
      pending = '';
    };
    let pen = at.x;
    glyphs.forEach((glyph, i) => {
      const p = positions[i];
      const x = pen + p.xOffset * scale;
      const y = at.y + p.yOffset * scale;
      if (glyph.codePoints.length === 0)
        marks.push(
          l.pushGraphicsState(),
          l.concatTransformationMatrix(scale, 0, 0, scale, x, y),
          l.drawObject(this.mark(page, glyph)),
          l.popGraphicsState(),
        );
      else if (p.xOffset || p.yOffset) {
        show();
        shown.push(
          l.setTextMatrix(1, 0, 0, 1, x, y),
          l.showText(l.PDFHexString.of(this.cid(glyph, p.xAdvance))),
        );
        shown.push(l.setTextMatrix(1, 0, 0, 1, pen + p.xAdvance * scale, at.y));
      } else pending += this.cid(glyph, p.xAdvance);
      pen += p.xAdvance * scale;
    });
    show();
    page.pushOperators(
      l.pushGraphicsState(),
      l.setFillingColor(at.color),
      ...(shown.length
        ? [
            l.beginText(),
            l.setFontAndSize(this.key(page), at.size),
            l.setTextMatrix(1, 0, 0, 1, at.x, at.y),
            ...shown,
            l.endText(),
          ]
        : []),
      ...marks,
      l.popGraphicsState(),
    );
  }

  /** Writes the font (the subset of the glyphs drawn, their widths and text) into the PDF; nothing if none was drawn. */
  embed(): void {
    if (!this.ref || !this.subset) return;
    const { context } = this.doc;
    const { PDFString } = this.lib;
    const em = 1000 / this.face.unitsPerEm;
    const { bbox, ascent, descent } = this.face;
    const name = `${this.weight === 700 ? 'URDUBD' : 'URDURG'}+${this.face.postscriptName}`;
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: name,
      Flags: 4,
      FontBBox: [bbox.minX * em, bbox.minY * em, bbox.maxX * em, bbox.maxY * em],
      ItalicAngle: 0,
      Ascent: ascent * em,
      Descent: descent * em,
      CapHeight: ascent * em,
      StemV: this.weight === 700 ? 120 : 80,
      FontFile2: context.register(context.flateStream(this.subset.encode())),
    });
    const toGlyph = new Uint8Array((this.used.length + 1) * 2);
    this.used.forEach((u, i) => toGlyph.set([u.glyph >> 8, u.glyph & 0xff], (i + 1) * 2));
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      W: [1, this.used.map((u) => u.width * em)],
      CIDToGIDMap: context.register(context.flateStream(toGlyph)),
    });
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: name,
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(context.flateStream(this.toUnicode())),
      }),
    );
  }

  private shape(text: string, rtl: boolean): Shaped {
    const key = `${rtl ? 'r' : 'l'}${text}`;
    let run = this.shaped.get(key);
    if (!run) {
      // Urdu's own forms where the font has them (OpenType language URD).
      const { glyphs, positions } = this.face.layout(text, [], 'arab', 'URD ', rtl ? 'rtl' : 'ltr');
      run = { glyphs, positions, width: positions.reduce((sum, p) => sum + p.xAdvance, 0) };
      this.shaped.set(key, run);
    }
    return run;
  }

  /** The CID (4 hex digits) of a glyph standing for its text with this advance. */
  private cid(glyph: fontkit.Glyph, advance: number): string {
    const text = String.fromCodePoint(...glyph.codePoints);
    const key = `${glyph.id} ${advance} ${text}`;
    let cid = this.cids.get(key);
    if (cid === undefined) {
      this.subset ??= this.face.createSubset() as unknown as GlyphSubset;
      this.used.push({ glyph: this.subset.includeGlyph(glyph.id), text, width: advance });
      cid = this.used.length;
      this.cids.set(key, cid);
    }
    return hex4(cid);
  }

  /** The font's name on a page (its resource dictionary gets it once). */
  private key(page: PDFPage): PDFName {
    this.ref ??= this.doc.context.nextRef();
    let key = this.keys.get(page);
    if (!key) {
      key = page.node.newFontDictionary('Urdu', this.ref);
      this.keys.set(page, key);
    }
    return key;
  }

  /**
   * A glyph that stands for no text, as a form (its outline, in font units) written once per
   * PDF and placed wherever it is drawn; its name on `page`.
   */
  private mark(page: PDFPage, glyph: fontkit.Glyph): PDFName {
    const { context } = this.doc;
    let ref = this.marks.get(glyph.id);
    if (!ref) {
      const { minX, minY, maxX, maxY } = glyph.bbox;
      const form = context.formXObject([...this.outline(glyph), this.lib.fill()], {
        BBox: [minX, minY, maxX, maxY],
      });
      ref = context.register(form);
      this.marks.set(glyph.id, ref);
    }
    let keys = this.markKeys.get(page);
    if (!keys) this.markKeys.set(page, (keys = new Map()));
    let key = keys.get(glyph.id);
    if (!key) keys.set(glyph.id, (key = page.node.newXObject('UrduMark', ref)));
    return key;
  }

  /** A glyph's outline as path operators, in font units. */
  private outline(glyph: fontkit.Glyph): PDFOperator[] {
    const l = this.lib;
    const at = (i: number, args: number[]) => [args[i], args[i + 1]] as const;
    const out: PDFOperator[] = [];
    let last: readonly [number, number] = [0, 0];
    for (const { command, args } of glyph.path.commands) {
      if (command === 'moveTo') out.push(l.moveTo(...(last = at(0, args))));
      else if (command === 'lineTo') out.push(l.lineTo(...(last = at(0, args))));
      else if (command === 'bezierCurveTo') {
        const end = at(4, args);
        out.push(l.appendBezierCurve(...at(0, args), ...at(2, args), ...end));
        last = end;
      } else if (command === 'quadraticCurveTo') {
        // A quadratic curve as the cubic PDF draws: control points 2/3 of the way to its one.
        const [qx, qy] = at(0, args);
        const [ex, ey] = at(2, args);
        out.push(
          l.appendBezierCurve(
            last[0] + ((qx - last[0]) * 2) / 3,
            last[1] + ((qy - last[1]) * 2) / 3,
            ex + ((qx - ex) * 2) / 3,
            ey + ((qy - ey) * 2) / 3,
            ex,
            ey,
          ),
        );
        last = [ex, ey];
      } else out.push(l.closePath());
    }
    return out;
  }

  /** The ToUnicode map: each CID to the text it stands for (at most 100 entries a block, as the CMap format asks). */
  private toUnicode(): string {
    const entries = this.used.flatMap((u, i) => (u.text ? [`<${hex4(i + 1)}> <${utf16Hex(u.text)}>`] : []));
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}
