export const SPACES = ['particulier', 'pro'] as const;
export type Space = (typeof SPACES)[number];

const COOKIE_NAME = 'space';
/** About one year (specification: 31 536 000 000 ms). */
export const SPACE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** The space a Cookie header (or, by default, this page's cookies) asks for. */
export function readSpaceCookie(cookies: string = typeof document === 'undefined' ? '' : document.cookie): Space {
  const value = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIE_NAME)?.[1];
  return value === 'pro' ? 'pro' : 'particulier';
}

export function writeSpaceCookie(space: Space) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a one-line cookie needs no Cookie Store API (not in every browser).
  document.cookie = `${COOKIE_NAME}=${space}; Max-Age=${SPACE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
