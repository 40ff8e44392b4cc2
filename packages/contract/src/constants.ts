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

/** The request header that makes placing an order safe to retry: one key, one order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const ORDERS_DEFAULT_PAGE_SIZE = 10;
export const ORDER_COMMENT_MAX_LENGTH = 500;
export const PREPARATION_NOTE_MAX_LENGTH = 200;
