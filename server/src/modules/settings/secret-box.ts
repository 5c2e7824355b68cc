/**
 * Secrets at rest: AES-256-GCM under SETTINGS_KEY, a fresh 96-bit nonce per value, and the
 * slot the value belongs to (service and field) as additional data, so a sealed value copied
 * into another field or service does not open. Each sealed value names the key it was sealed
 * with (a fingerprint, not the key), so a different SETTINGS_KEY is reported as such instead
 * of as garbage.
 *
 * Format: `v1.<key id>.<nonce>.<ciphertext>.<tag>`, base64url parts.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export class SecretKeyError extends Error {}

/** A short public fingerprint of a key: which key sealed a value, never the key. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update('crochet-shop settings key id\0').update(key).digest('hex').slice(0, 12);
}

/** The key that sealed `sealed`, or null when it is not a sealed value. */
export function sealedWith(sealed: string): string | null {
  const m = /^v1\.([0-9a-f]{12})\./.exec(sealed);
  return m ? m[1] : null;
}

export class SecretBox {
  readonly id: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new SecretKeyError('The settings key must be 32 bytes.');
    this.id = keyId(key);
  }

  seal(plaintext: string, slot: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(slot));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', this.id, nonce, ciphertext, cipher.getAuthTag()]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string, slot: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== 'v1')
      throw new SecretKeyError(`The stored ${slot} is not a sealed value.`);
    if (parts[1] !== this.id)
      throw new SecretKeyError(
        `The stored ${slot} was sealed with another SETTINGS_KEY (key ${parts[1]}, this server has ${this.id}).`,
      );
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(parts[2], 'base64url'));
      decipher.setAAD(Buffer.from(slot));
      decipher.setAuthTag(Buffer.from(parts[4], 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(parts[3], 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new SecretKeyError(
        `The stored ${slot} does not open: it was changed or belongs to another field.`,
      );
    }
  }
}
