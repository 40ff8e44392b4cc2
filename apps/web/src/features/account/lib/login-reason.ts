import type { Space } from '../../session';
import { safeRedirect } from './safe-redirect';

/**
 * Why a visitor is asked to log in, so the page can say it: to finish an order, to enter the pro
 * space, or to open a page of their account. Null when they came on their own.
 */
export type LoginReason = 'order' | 'pro' | 'page' | null;

export function loginReason(redirect: string | null, space: Space): LoginReason {
  const target = safeRedirect(redirect, '');
  if (target.startsWith('/order-options') || target.startsWith('/cart')) return 'order';
  if (space === 'pro') return 'pro';
  return target ? 'page' : null;
}

/**
 * An account path that keeps where the visitor is going (`?redirect=`) across login, registration
 * and the SMS code.
 */
export function withRedirect(path: string, redirect: string | null, extra: Record<string, string> = {}) {
  const target = safeRedirect(redirect, '');
  const params = new URLSearchParams({ ...(target ? { redirect: target } : {}), ...extra });
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
