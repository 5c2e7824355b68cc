/**
 * The formats JazzCash reads two of the form's fields in: times as yyyyMMddHHmmss in Pakistan
 * time, and descriptions in printable ASCII (JazzCash hashes ISO-8859-1 bytes, so an Urdu name
 * could not be hashed as it does).
 */
import { transliterate } from 'transliteration';
import { karachiParts } from '../../../platform/http/outbound';

/** yyyyMMddHHmmss in Pakistan time. */
export function jazzCashTime(at: Date): string {
  const p = karachiParts(at);
  return `${p.y}${p.M}${p.d}${p.H}${p.m}${p.s}`;
}

/**
 * JazzCash's description filter: transliterated to printable ASCII (an Urdu shop name too: JazzCash
 * hashes ISO-8859-1 bytes), its forbidden characters dropped, one line, at most 200 characters.
 */
export function jazzCashDescription(text: string): string {
  return transliterate(text)
    .replace(/[^ -~]/g, ' ')
    .replace(/[<>\\*=%/:'|"{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}
