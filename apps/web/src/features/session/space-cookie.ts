import { readCookie, writeCookie } from '../../lib/cookies';
import { hasSignedInHint } from './api/get-me';

export const SPACES = ['particulier', 'pro'] as const;
export type Space = (typeof SPACES)[number];

const COOKIE_NAME = 'space';

/**
 * The space a Cookie header (or, by default, this page's cookies) remembers. The pro space is remembered for
 * someone logged in only: a visitor's browser with the cookie (left by an earlier session, or by a visitor of an
 * earlier version) is in the particulier space, not sent to the login page on every visit for a year.
 */
export function readSpaceCookie(cookies?: string): Space {
  return hasSignedInHint(cookies) && readCookie(COOKIE_NAME, cookies) === 'pro' ? 'pro' : 'particulier';
}

/** Remembered for 365 days and used on reload (specification, section 4), for someone logged in. */
export function writeSpaceCookie(space: Space) {
  writeCookie(COOKIE_NAME, space);
}
