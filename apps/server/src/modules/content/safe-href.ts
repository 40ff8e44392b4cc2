/** Where a Markdown link may lead: inside the shop (a relative address) or to an allowed outside address. */
export type SafeHref = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Only relative paths, http(s), mailto and tel are links; anything else (javascript:, data:, vbscript:,
 * protocol-relative //host, control characters…) is refused and its label shown as plain text.
 */
export function safeHref(raw: string): SafeHref | null {
  const href = raw.trim();
  // Browsers drop tabs and newlines inside URLs ("java\tscript:"): refuse any control or space character.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
  if (href === '' || /[\u0000-\u0020\u007f\\]/.test(href)) return null;
  if (SCHEME.test(href)) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return null;
    }
    if (!EXTERNAL_SCHEMES.has(url.protocol)) return null;
    // "https:host" parses, but only a written "https://" is an address people recognise.
    if (url.protocol.startsWith('http') && !/^https?:\/\/[^/]/i.test(href)) return null;
    return { kind: 'external', href };
  }
  if (href.startsWith('//')) return null;
  // No scheme and no colon before the path: a relative address of the shop.
  if (href.includes(':')) return null;
  return { kind: 'internal', to: href };
}
