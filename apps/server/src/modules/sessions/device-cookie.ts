import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

// OWASP's device cookies (ADR 052): a browser that has logged in to an account keeps a signed note saying so,
// and its failed logins (and second-factor codes) are counted apart from everybody else's. A burst of wrong
// passwords sent from elsewhere then locks out the strangers, never the owner's own browser.

const DEVICE_COOKIE = 'device';
/** Over HTTPS, as the session's: only this origin, Secure, path `/`, can set or replace it. */
const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE);
const DEVICE_DAYS = 180;
/** The accounts one browser is remembered for: a counter's tablet is shared by the shop's staff. */
const MAX_ACCOUNTS = 5;
const ENTRY = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** One account's note: its id, a random name for this browser, and the server's signature of both. */
type DeviceEntry = { userId: number; nonce: string; mac: string };

/**
 * The signing key: drawn from TWO_FACTOR_KEY (HKDF, its own label: the key's two uses never meet), which every
 * production process has. Outside production without it, each process draws its own: a browser it does not
 * know is then only a new device, counted with the others.
 */
const processKey = randomBytes(32);
const derived = new Map<string, Buffer>();
function signingKey(config: Pick<Config, 'TWO_FACTOR_KEY'>): Buffer {
  const secret = config.TWO_FACTOR_KEY;
  if (!secret) return processKey;
  let key = derived.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'base64'), Buffer.alloc(0), 'device-cookie v1', 32));
    derived.set(secret, key);
  }
  return key;
}

const sign = (key: Buffer, userId: number, nonce: string) =>
  createHmac('sha256', key).update(`device v1 ${userId} ${nonce}`).digest('base64url');

function readEntries(request: FastifyRequest): DeviceEntry[] {
  const value = request.cookies[cookieName(request)];
  if (!value || value.length > 1000) return [];
  return value.split('~').flatMap((part) => {
    const match = ENTRY.exec(part);
    return match ? [{ userId: Number(match[1]), nonce: match[2] as string, mac: match[3] as string }] : [];
  });
}

/**
 * This browser's name for the account when its cookie carries the server's signature for it; null for an
 * unknown browser, a forged or altered note, or one signed for another account.
 */
export function trustedDevice(request: FastifyRequest, config: Pick<Config, 'TWO_FACTOR_KEY'>, userId: number) {
  const key = signingKey(config);
  for (const entry of readEntries(request)) {
    if (entry.userId !== userId) continue;
    const expected = Buffer.from(sign(key, userId, entry.nonce));
    const given = Buffer.from(entry.mac);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return entry.nonce;
  }
  return null;
}

/**
 * After a login that succeeded (the second factor's code included): this browser gets a new name for the account
 * (the old one, and whatever it was locked for, is forgotten), first of the accounts it remembers.
 */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'TWO_FACTOR_KEY'>,
  userId: number,
) {
  const key = signingKey(config);
  const nonce = randomBytes(16).toString('base64url');
  const others = readEntries(request).filter((entry) => entry.userId !== userId);
  const entries = [{ userId, nonce, mac: sign(key, userId, nonce) }, ...others].slice(0, MAX_ACCOUNTS);
  reply.setCookie(cookieName(request), entries.map((e) => `${e.userId}.${e.nonce}.${e.mac}`).join('~'), {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: DEVICE_DAYS * 86_400,
  });
}
