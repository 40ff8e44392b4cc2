// The error codes and their statuses, without zod: the browser's API client reads them on every page.
/**
 * Every kind of refusal the API answers, each with its one HTTP status (ADR 050). A client reads `code`
 * to know what happened and `detail` to say it in French; a code never changes its status. The first of
 * each status is the general one, answered when a refusal has no kind of its own.
 */
export const ERROR_STATUS = {
  // 400: the request, or a value in it, is refused (per-field messages under `errors`).
  VALIDATION: 400,
  CART_EMPTY: 400,
  ARTICLE_UNAVAILABLE: 400,
  NOT_ON_HOLIDAY_MENU: 400,
  QUANTITY_CEILING: 400,
  DELIVERY_MINIMUM: 400,
  NOT_DELIVERED: 400,
  SHOP_CLOSED: 400,
  PAST_CUT_OFF: 400,
  ORDERS_NOT_OPEN: 400,
  DATE_TOO_FAR: 400,
  DAY_FULL: 400,
  SLOT_FULL: 400,
  OPEN_ORDERS_CAP: 400,
  PAYMENT_METHOD_REFUSED: 400,
  MEAL_VOUCHER_REFUSED: 400,
  INVALID_CREDENTIALS: 400,
  WRONG_CODE: 400,
  CODE_EXPIRED: 400,
  LINK_EXPIRED: 400,
  EMAIL_TAKEN: 400,
  PASSWORD_TOO_COMMON: 400,
  // 401: no session, or a login step that expired.
  UNAUTHENTICATED: 401,
  LOGIN_STEP_EXPIRED: 401,
  // 403: the session may not do this.
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  ACCOUNT_NOT_VERIFIED: 403,
  // 404
  NOT_FOUND: 404,
  // 405
  METHOD_NOT_ALLOWED: 405,
  // 406
  NOT_ACCEPTABLE: 406,
  // 409: the request is sound but the current state refuses it (`detail` says what to do).
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  SOLD_OUT: 409,
  ORDER_NOT_CHANGEABLE: 409,
  ALREADY_PREPARED: 409,
  STATUS_MOVE_REFUSED: 409,
  LINES_NOT_WEIGHED: 409,
  BEYOND_TOLERANCE: 409,
  HOLD_TOO_SMALL: 409,
  CAPTURE_PENDING: 409,
  BALANCE_DUE: 409,
  DAY_HAS_ORDERS: 409,
  ONLINE_PAYMENT_OFF: 409,
  NOT_PAID_ONLINE: 409,
  PAYMENT_EXPIRED: 409,
  ALREADY_PAID: 409,
  ORDER_CANCELLED: 409,
  ALREADY_REVERSED: 409,
  ALREADY_VERIFIED: 409,
  ORDERS_IN_PROGRESS: 409,
  LAST_ADMIN: 409,
  STANDING_ORDERS_CAP: 409,
  IDENTITY_INCOMPLETE: 409,
  NO_INVOICE_YET: 409,
  NOTHING_LEFT_TO_CREDIT: 409,
  // 413, 415, 429
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  // 5xx: never a refusal; the detail is hidden.
  INTERNAL_ERROR: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
/** The codes answered with `status`. */
export type ErrorCodeOf<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_STATUS)[C] extends S ? C : never;
}[ErrorCode];

/** The codes answered with `status`, in the table's order (the general one first). */
export function errorCodesOf(status: number): ErrorCode[] {
  return ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
}

/**
 * The code of an answer that has no kind of its own (a framework's refusal, a body that is not a problem):
 * the general code of its status, or of its class (a 4xx the table lacks reads as VALIDATION).
 */
export function generalErrorCode(status: number): ErrorCode {
  return errorCodesOf(status)[0] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION');
}
