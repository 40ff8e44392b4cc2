import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 seconds (ADR 045).
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret of 160 bits (RFC 4226's recommended size), in base32. */
export const newSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, issuer: string, label: string) => totpOf(secret, issuer, label).toString();

/**
 * The time step the code belongs to: the current one, or the one just before or after (a phone's clock a
 * little off, a code typed as it changed); null when it matches none.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code an app shows at `at` (tests, and the e2e journey, use it as the phone would). */
export const codeAt = (secret: string, at: Date) => totpOf(secret).generate({ timestamp: at.getTime() });

/**
 * The QR code as an SVG picture in a `data:` address: an `<img>` shows it, nothing in it can run. The barcode
 * library loads on first use, not at start (build.test.ts).
 */
export async function qrCodeDataUrl(text: string) {
  const { default: bwipjs } = await import('bwip-js');
  const svg = bwipjs.toSVG({
    bcid: 'qrcode',
    text,
    scale: 4,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
