// Plain values shared by the server and the web app. No zod here: a page that needs only a constant
// must not download the schema library.

/** userType: 1 particulier (private customer), 2 pro (specification, section 6). */
export const USER_TYPE = { particulier: 1, pro: 2 } as const;

export const MAX_PAGE_SIZE = 100;
export const ARTICLES_DEFAULT_PAGE_SIZE = 24;
export const SEARCH_MAX_LENGTH = 100;

export const CART_MAX_QUANTITY = 999;

/** Quantities have one decimal (kilograms or pieces); more decimals are rounded. */
export const roundQuantity = (quantity: number) => Math.round(quantity * 10) / 10;

/** The header carried by every /api answer. */
export const AUTHENTICATED_HEADER = 'authenticated';

/** The request header that makes placing an order safe to retry: one key, one order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const ORDERS_DEFAULT_PAGE_SIZE = 10;
export const ORDER_COMMENT_MAX_LENGTH = 500;
export const PREPARATION_NOTE_MAX_LENGTH = 200;
/** What the driver needs at the door (code, floor, back door). */
export const DELIVERY_INSTRUCTIONS_MAX_LENGTH = 300;
export const ADDRESS_COMPANY_MAX_LENGTH = 80;
