// Plain values shared by the server and the web app. No zod here: a page that needs only a constant
// must not download the schema library.

/** userType: 1 particulier (private customer), 2 pro (specification, section 6). */
export const USER_TYPE = { particulier: 1, pro: 2 } as const;

export const MAX_PAGE_SIZE = 100;
export const ARTICLES_DEFAULT_PAGE_SIZE = 24;
export const SEARCH_MAX_LENGTH = 100;

/** The list's orders beside the catalogue's own (GET /api/articles?Sort=…, docs/decisions/017-catalogue-choice.md). */
export const ARTICLE_SORT_FIELDS = ['price', 'pricePerKg', 'name', 'promotions'] as const;
export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];
export type ArticleSort = `${ArticleSortField}:${'asc' | 'desc'}`;
/** Cheapest first, A to Z; promotions: the biggest saving first. */
export const naturalDirection = (field: ArticleSortField): 'asc' | 'desc' => (field === 'promotions' ? 'desc' : 'asc');

const SORT_FIELD_NAMES = new Map(ARTICLE_SORT_FIELDS.map((field) => [field.toLowerCase(), field]));

/**
 * `price` (the field's natural direction), `price:desc` or `-price`, names in any case → "price:desc";
 * '' → undefined (the catalogue's own order); null when unreadable. The API and the list's address read alike.
 */
export function parseArticleSort(value: string): ArticleSort | undefined | null {
  const text = value.trim();
  if (text === '') return undefined;
  const match = /^(-)?([a-z]+)(?:[:_ ](asc|desc))?$/i.exec(text);
  const field = match ? SORT_FIELD_NAMES.get((match[2] ?? '').toLowerCase()) : undefined;
  if (!match || !field || (match[1] && match[3])) return null;
  const direction = match[1]
    ? 'desc'
    : ((match[3]?.toLowerCase() as 'asc' | 'desc' | undefined) ?? naturalDirection(field));
  return `${field}:${direction}`;
}

export const CART_MAX_QUANTITY = 999;

/**
 * Quantities have two decimals at most (kilograms to the 10 g: a 250 g steak is 0,25 kg; pieces are whole),
 * more decimals are rounded (docs/decisions/017-catalogue-choice.md).
 */
export const roundQuantity = (quantity: number) => Math.round(quantity * 100) / 100;

/** A quantity as the database and the pricing hold it: hundredths of a kilogram or of a piece. */
export const toHundredths = (quantity: number) => Math.round(quantity * 100);

/** The header carried by every /api answer. */
export const AUTHENTICATED_HEADER = 'authenticated';

/**
 * A cookie the page's scripts can read (the session cookie is httpOnly), "1" while this browser may hold a
 * session: without it the app knows a visitor at once and asks no GET /api/accounts/me, whose 401 the
 * browser would log as an error. It says nothing the server trusts; the server keeps it in step.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** The request header that makes placing an order safe to retry: one key, one order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const ORDERS_DEFAULT_PAGE_SIZE = 10;
export const ORDER_COMMENT_MAX_LENGTH = 500;
export const PREPARATION_NOTE_MAX_LENGTH = 200;
/** What the driver needs at the door (code, floor, back door). */
export const DELIVERY_INSTRUCTIONS_MAX_LENGTH = 300;
export const ADDRESS_COMPANY_MAX_LENGTH = 80;
