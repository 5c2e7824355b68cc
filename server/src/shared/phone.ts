/**
 * Phone numbers as the shop stores them: E.164 (+923001234567), read with awesome-phonenumber
 * (Google's libphonenumber and its full metadata: real number ranges, not only lengths) in
 * Pakistan unless the number carries its country code. The checkout's
 * own rule (10 to 15 digits) stays what a customer must type; this is what is kept.
 */
import { parsePhoneNumber } from 'awesome-phonenumber';

/** The shop's country: numbers typed without a country code (03001234567) are Pakistani. */
export const HOME_COUNTRY = 'PK';

/**
 * `raw` in E.164 when it is a valid number (03001234567, 923001234567, +92 300 1234567 all give
 * +923001234567), else null.
 */
export function toE164(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  // Digits only and starting with a country code other than the trunk 0: read as international.
  const international = /^[1-9]\d{9,14}$/.test(text) && !/^3\d{9}$/.test(text) ? `+${text}` : text;
  for (const candidate of new Set([international, text])) {
    const parsed = parsePhoneNumber(candidate, { regionCode: HOME_COUNTRY });
    if (parsed.valid) return parsed.number.e164;
  }
  return null;
}

/** What is stored for a number typed at checkout: its E.164 form, or the digits as typed when it is no known number. */
export function storedPhone(raw: string): string {
  return toE164(raw) ?? raw.trim();
}
