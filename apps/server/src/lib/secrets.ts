import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random, unguessable token for a cookie or a link (256 bits, URL-safe). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Six random digits, leading zeros kept. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What the database keeps of a token or code: its SHA-256, never the secret itself. */
export const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
