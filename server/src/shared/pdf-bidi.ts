/**
 * Lines that mix right-to-left and left-to-right text on the PDFs (an Urdu name beside an
 * English city and digits): the Unicode Bidirectional Algorithm (bidi-js) gives each character
 * its embedding level, the line is cut into runs of one level and one font, and the runs are
 * ordered as they appear from left to right (rule L2: from the highest level down to the lowest
 * odd one, every stretch at that level or above is reversed).
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** A stretch of a line in one direction and one font. */
export interface Run<F> {
  /** Its characters in reading order, brackets mirrored where it runs right to left. */
  text: string;
  rtl: boolean;
  font: F;
  /** Its place among the line's runs counted from the left. */
  visual: number;
}

/** A paragraph's direction: that of its first letter (Urdu right to left, English left to right). */
export function paragraphDirection(text: string): Direction {
  const [paragraph] = bidi.getEmbeddingLevels(text, 'auto').paragraphs;
  return paragraph && paragraph.level % 2 === 1 ? 'rtl' : 'ltr';
}

/**
 * One line's runs in reading order (the order a reader of the PDF's text should get them in),
 * each with its place from the left. `fontOf` picks the font of a character by its direction.
 */
export function lineRuns<F>(
  line: string,
  direction: Direction,
  fontOf: (char: string, rtl: boolean) => F,
): Run<F>[] {
  const levels = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const runs: Array<Run<F> & { level: number }> = [];
  for (let i = 0; i < line.length;) {
    const char = String.fromCodePoint(line.codePointAt(i)!);
    const level = levels.levels[i];
    const rtl = level % 2 === 1;
    const shown = mirrored.get(i) ?? char;
    const font = fontOf(shown, rtl);
    const last = runs.at(-1);
    if (last && last.level === level && last.font === font) last.text += shown;
    else runs.push({ text: shown, rtl, font, level, visual: 0 });
    i += char.length;
  }
  const order = runs.map((_, i) => i);
  const odd = runs.filter((r) => r.rtl).map((r) => r.level);
  if (odd.length) {
    const highest = Math.max(...runs.map((r) => r.level));
    for (let level = highest; level >= Math.min(...odd); level--) {
      for (let start = 0; start < order.length; start++) {
        if (runs[order[start]].level < level) continue;
        let end = start;
        while (end + 1 < order.length && runs[order[end + 1]].level >= level) end++;
        order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
        start = end;
      }
    }
  }
  order.forEach((run, place) => (runs[run].visual = place));
  return runs.map(({ text, rtl, font, visual }) => ({ text, rtl, font, visual }));
}
