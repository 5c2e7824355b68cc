/**
 * The order a PDF line's runs are drawn in, left to right, when Urdu (right to left) meets
 * English and digits (left to right): the Unicode Bidirectional Algorithm's levels, rule L2's
 * reversals and mirrored brackets, with each run's text kept in reading order.
 */
import { lineRuns, paragraphDirection, type Direction } from '../../server/src/shared/pdf-bidi';

/** As the packing slip picks fonts: what Helvetica lacks in Naskh, and Naskh's spaces inside right-to-left text. */
const fontOf = (char: string, rtl: boolean) =>
  /[\u0600-\u06ff]/.test(char) || (rtl && char === ' ') ? 'urdu' : 'latin';

/** The runs from left to right as [text in reading order, direction, font]. */
function visual(line: string, direction: Direction = paragraphDirection(line)) {
  return lineRuns(line, direction, fontOf)
    .sort((a, b) => a.visual - b.visual)
    .map((r) => [r.text, r.rtl ? 'rtl' : 'ltr', r.font]);
}

it('takes a paragraph’s direction from its first letter', () => {
  expect(paragraphDirection('عائشہ خان')).toBe('rtl');
  expect(paragraphDirection('12 عائشہ Khan')).toBe('rtl');
  expect(paragraphDirection('Ship to عائشہ خان')).toBe('ltr');
  expect(paragraphDirection('03001234567')).toBe('ltr');
});

it('keeps an Urdu name as one right-to-left run', () => {
  expect(visual('عائشہ خان')).toEqual([['عائشہ خان', 'rtl', 'urdu']]);
});

it('lays an Urdu address with numbers out from right to left, each number read left to right', () => {
  expect(visual('مکان نمبر 12، گلی 3، لاہور')).toEqual([
    ['، لاہور', 'rtl', 'urdu'],
    ['3', 'ltr', 'latin'],
    ['، گلی ', 'rtl', 'urdu'],
    ['12', 'ltr', 'latin'],
    ['مکان نمبر ', 'rtl', 'urdu'],
  ]);
  // Drawn in reading order, so a reader of the PDF's text gets the address as written.
  expect(
    lineRuns('مکان نمبر 12، گلی 3، لاہور', 'rtl', fontOf)
      .map((r) => r.text)
      .join(''),
  ).toBe('مکان نمبر 12، گلی 3، لاہور');
});

it('puts an Urdu name inside an English line where it is written, reading right to left there', () => {
  expect(visual('Ship to عائشہ خان, Lahore')).toEqual([
    ['Ship to ', 'ltr', 'latin'],
    ['عائشہ خان', 'rtl', 'urdu'],
    [', Lahore', 'ltr', 'latin'],
  ]);
});

it('puts English in brackets after an Urdu name to its left, the brackets mirrored', () => {
  expect(visual('اونی شال (Rose Shawl)')).toEqual([
    ['(', 'rtl', 'latin'],
    ['Rose Shawl', 'ltr', 'latin'],
    [')', 'rtl', 'latin'],
    ['اونی شال ', 'rtl', 'urdu'],
  ]);
});

it('reads Urdu digits left to right inside right-to-left text', () => {
  expect(visual('گلی ۱۲')).toEqual([
    ['۱۲', 'ltr', 'urdu'],
    ['گلی ', 'rtl', 'urdu'],
  ]);
});

it('leaves an English line one run', () => {
  expect(visual('House 4, Street 9, Gulberg III')).toEqual([
    ['House 4, Street 9, Gulberg III', 'ltr', 'latin'],
  ]);
});
