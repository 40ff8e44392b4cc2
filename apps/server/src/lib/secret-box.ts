import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A secret the server must read back (a TOTP secret, unlike a password), kept in the database encrypted with a
// key that lives outside it (configuration): a copy of the database or of a backup alone does not give it.

const VERSION = 'v1';

/** `v1:iv:tag:ciphertext` (base64url) with AES-256-GCM under `key`; the text as it is without a key. */
export function seal(plain: string, key: string | undefined): string {
  if (!key) return plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

export class SealedSecretError extends Error {}

/** The text `seal` stored; one stored before a key was set reads as it is. */
export function open(stored: string, key: string | undefined): string {
  if (!stored.startsWith(`${VERSION}:`)) return stored;
  if (!key) throw new SealedSecretError('A secret is encrypted but TWO_FACTOR_KEY is not set.');
  const [, iv, tag, body] = stored.split(':') as [string, string, string, string];
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
