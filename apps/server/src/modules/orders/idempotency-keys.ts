/**
 * An order's idempotency key (unique per customer) lies in one of two namespaces: the keys a customer sends
 * in Idempotency-Key, stored as `customer:<key>`, and the keys the shop's own processes give their orders (a
 * standing order's occurrence). Stored as sent, a customer's `standing-order:<id>:<date>` took that
 * delivery's key, and the occurrence was silently never placed.
 */
export const customerKey = (sent: string) => `customer:${sent}`;

export const standingOrderKey = (standingOrderId: number, date: string) => `standing-order:${standingOrderId}:${date}`;
