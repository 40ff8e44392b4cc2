/**
 * Where to go after login: the `redirect` parameter when it is a path of this site, otherwise home.
 * "//evil.example" and "https://…" would leave the shop (an open redirect), so they are refused.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith('/account/login')) return fallback;
  return target;
}
