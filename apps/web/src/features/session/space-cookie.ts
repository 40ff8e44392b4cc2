import { readCookie, writeCookie } from '../../lib/cookies';

export const SPACES = ['particulier', 'pro'] as const;
export type Space = (typeof SPACES)[number];

const COOKIE_NAME = 'space';

/** The space a Cookie header (or, by default, this page's cookies) asks for. */
export function readSpaceCookie(cookies?: string): Space {
  return readCookie(COOKIE_NAME, cookies) === 'pro' ? 'pro' : 'particulier';
}

/** Remembered for 365 days and used on reload (specification, section 4). */
export function writeSpaceCookie(space: Space) {
  writeCookie(COOKIE_NAME, space);
}
