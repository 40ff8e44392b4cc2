/**
 * Some links carry a secret in their address: the password-reset and staff-invitation links
 * (`/account/reset-password?token=…`, valid for days). Whatever records an address (the server's request
 * log, the web's analytics) records it through `redactSecrets`, so that no such value is ever written down.
 * A name is matched rather than listed link by link: a new link with a `…Token` parameter is covered too.
 */
const SECRET_PARAMETER = /token|secret|passw|signature|^(key|code|sig)$/i;

export const REDACTED = '[redacted]';

function decodedName(raw: string) {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `/path?token=abc&page=2` → `/path?token=[redacted]&page=2`; the rest of the address as it was. */
export function redactSecrets(address: string): string {
  const start = address.indexOf('?');
  if (start < 0) return address;
  const hash = address.indexOf('#', start);
  const end = hash < 0 ? address.length : hash;
  const parts = address
    .slice(start + 1, end)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals < 0) return part;
      const name = part.slice(0, equals);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : part;
    });
  return `${address.slice(0, start + 1)}${parts.join('&')}${address.slice(end)}`;
}
