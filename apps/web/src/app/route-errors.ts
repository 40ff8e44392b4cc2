import { data } from 'react-router';

// The two 404 messages of the specification (section 8), spelled exactly as there.

/** No route of the shop matches the path. */
export function pathNotFound(pathname: string) {
  return data(`Page not found: ${pathname}`, { status: 404, statusText: 'Not Found' });
}

/** A route matches but its parameters are invalid (e.g. /product/abc). */
export function invalidParams(pathname: string) {
  return data(`Page Not Found: ${pathname}`, { status: 404, statusText: 'Not Found' });
}
