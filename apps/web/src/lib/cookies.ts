import { createContext } from 'react';

/** About one year (specification: 31 536 000 000 ms), for the choices a browser keeps. */
export const ONE_YEAR_SECONDS = 31_536_000;

/**
 * While the server renders a page: the request's Cookie header, so that choices kept in cookies
 * render there as they will in the browser. In the browser there is no provider: document.cookie.
 */
export const ServerCookieContext = createContext<string | null>(null);

/** A cookie's value from a Cookie header (by default, this page's cookies); undefined when absent. */
export function readCookie(
  name: string,
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value;
  }
  return undefined;
}

/** Keeps a short choice (no personal data) in this browser, a year by default, for every page of the shop. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number = ONE_YEAR_SECONDS) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a one-line cookie needs no Cookie Store API (not in every browser).
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
