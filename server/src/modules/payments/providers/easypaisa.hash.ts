/**
 * easypaisa (Easypay) hosted checkout's merchantHashedReq: the request's non-empty fields as
 * `name=value` pairs in alphabetical order of name, joined with '&', encrypted with AES in ECB
 * mode (PKCS#5 padding) under the store's hash key (16, 24 or 32 characters: AES-128/192/256)
 * and base64-encoded.
 *
 * Sources: Easypay's "Merchant Integration Guide" (hosted checkout, "Hash-Key: allows the
 * merchant to send the request to Easypay in an encrypted package"), as its reference plugin
 * implements it: shaan360/telenor-easypay payWithEasypay.php (paramMap amount, autoRedirect,
 * emailAddr, expiryDate, mobileNum, orderRefNum, paymentMethod, postBackURL, storeId; pkcs5_pad;
 * MCRYPT_RIJNDAEL_128 in MCRYPT_MODE_ECB with the hash key; base64_encode), and the same
 * scheme with openssl "aes-128-ecb" in usamaashraf42/slms2 EasypaisaController.php.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';

const CIPHERS: Record<number, string> = { 16: 'aes-128-ecb', 24: 'aes-192-ecb', 32: 'aes-256-ecb' };

function cipherFor(hashKey: string): string {
  const cipher = CIPHERS[Buffer.byteLength(hashKey)];
  if (!cipher) throw new Error('The easypaisa hash key must be 16, 24 or 32 characters long.');
  return cipher;
}

/** name=value&… over the non-empty fields, names in alphabetical order. */
export function hashedRequestInput(fields: Record<string, string | undefined>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'merchantHashedReq' && (fields[k] ?? '') !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export function merchantHashedReq(fields: Record<string, string | undefined>, hashKey: string): string {
  const cipher = createCipheriv(cipherFor(hashKey), Buffer.from(hashKey), null);
  return Buffer.concat([cipher.update(hashedRequestInput(fields), 'utf8'), cipher.final()]).toString(
    'base64',
  );
}

/** The plain request a merchantHashedReq carries, or null when the key does not open it. */
export function openHashedReq(hashed: string, hashKey: string): string | null {
  try {
    const decipher = createDecipheriv(cipherFor(hashKey), Buffer.from(hashKey), null);
    return Buffer.concat([decipher.update(Buffer.from(hashed, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
