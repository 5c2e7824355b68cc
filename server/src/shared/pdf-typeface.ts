/**
 * A standard PDF font with Noto Naskh Arabic beside it (pdf-urdu.ts), for text that may hold
 * Urdu: a line is cut into runs by direction and font (pdf-bidi.ts), each drawn where the
 * visual order puts it, in reading order.
 */
import type { PDFFont, PDFPage, RGB } from '@pdfme/pdf-lib' with { 'resolution-mode': 'import' };
import { lineRuns, type Direction } from './pdf-bidi';
import type { NaskhFont } from './pdf-urdu';

/** Where a line is drawn: its left end on the baseline, the size and colour of its type. */
export interface LineAt {
  x: number;
  y: number;
  size: number;
  color: RGB;
}

/**
 * A standard font with Noto Naskh Arabic beside it: a line's Urdu in Naskh, right to left, the
 * rest in the standard font, in the order the bidirectional algorithm gives. A line without Urdu
 * is the standard font's alone, as it always was.
 */
export class Typeface {
  private readonly latinSet: Set<number>;

  constructor(
    readonly latin: PDFFont,
    readonly urdu: NaskhFont,
  ) {
    this.latinSet = new Set(latin.getCharacterSet());
  }

  /** Whether either font draws the character. */
  draws(codePoint: number): boolean {
    return this.latinSet.has(codePoint) || this.urdu.has(codePoint);
  }

  width(line: string, size: number, direction: Direction): number {
    if (!this.needsUrdu(line)) return this.latin.widthOfTextAtSize(line, size);
    return this.runs(line, direction).reduce((sum, r) => sum + this.runWidth(r, size), 0);
  }

  /** Draws a line; its runs are drawn in reading order, each where the visual order puts it. */
  draw(page: PDFPage, line: string, direction: Direction, at: LineAt): void {
    if (!this.needsUrdu(line)) {
      page.drawText(line, { x: at.x, y: at.y, size: at.size, font: this.latin, color: at.color });
      return;
    }
    const runs = this.runs(line, direction);
    const lefts = new Map<number, number>();
    let x = at.x;
    for (const run of [...runs].sort((a, b) => a.visual - b.visual)) {
      lefts.set(run.visual, x);
      x += this.runWidth(run, at.size);
    }
    for (const run of runs) {
      const left = lefts.get(run.visual)!;
      if (run.font === 'urdu') this.urdu.draw(page, run.text, run.rtl, { ...at, x: left });
      else
        page.drawText(run.rtl ? Array.from(run.text).reverse().join('') : run.text, {
          x: left,
          y: at.y,
          size: at.size,
          font: this.latin,
          color: at.color,
        });
    }
  }

  private needsUrdu(line: string): boolean {
    for (const c of line) if (!this.latinSet.has(c.codePointAt(0)!)) return true;
    return false;
  }

  /** Urdu letters in Naskh; spaces and marks between them too (one run, one piece of text for a reader); the rest in the standard font. */
  private runs(line: string, direction: Direction) {
    return lineRuns(line, direction, (char, rtl): 'latin' | 'urdu' => {
      const cp = char.codePointAt(0)!;
      if (!this.latinSet.has(cp)) return 'urdu';
      return rtl && this.urdu.has(cp) ? 'urdu' : 'latin';
    });
  }

  private runWidth(run: { text: string; rtl: boolean; font: 'latin' | 'urdu' }, size: number): number {
    return run.font === 'urdu'
      ? this.urdu.width(run.text, run.rtl, size)
      : this.latin.widthOfTextAtSize(run.text, size);
  }
}
