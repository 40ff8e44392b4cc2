/** "2026-000042": the year and the order's rank in it, as printed on the ticket and its QR code. */
const ORDER_NUMBER = /\b(\d{4})[-\s]?(\d{6})\b/;

/**
 * The order number in what was typed or scanned (a scanner may send the number inside a longer text,
 * or without its hyphen); null when there is none.
 */
export function findOrderNumber(text: string): string | null {
  const match = ORDER_NUMBER.exec(text.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}
