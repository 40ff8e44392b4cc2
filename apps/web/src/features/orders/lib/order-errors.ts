import type { ErrorCode } from '@boucherie/contract';
import type { ApiError } from '../../../lib/api-error';
import { fieldPathOf } from '../../../lib/forms/server-errors';

/** Where a refusal of POST /api/orders is shown on the order screen. */
export type OrderErrorPlace =
  | 'mode'
  | 'shop'
  | 'date'
  | 'window'
  | 'cart'
  | 'address'
  | 'comment'
  | 'deliveryInstructions'
  | 'payment'
  | 'general';

export type AddressField = 'company' | 'firstName' | 'lastName' | 'street' | 'postcode' | 'city';

export type OrderErrors = {
  /** Messages shown beside a section of the screen. */
  places: Partial<Record<OrderErrorPlace, string>>;
  /** Messages of the delivery address fields. */
  address: Partial<Record<AddressField, string>>;
  /** Messages of preparation notes, by article id. */
  notes: Record<number, string>;
};

const ADDRESS_FIELDS: Record<string, AddressField> = {
  company: 'company',
  firstName: 'firstName',
  lastName: 'lastName',
  street: 'street',
  postcode: 'postcode',
  city: 'city',
};

/** Where each kind of refusal is shown, whatever field the answer names (ADR 050). */
const PLACE_OF_CODE: Partial<Record<ErrorCode, OrderErrorPlace>> = {
  CART_EMPTY: 'cart',
  ARTICLE_UNAVAILABLE: 'cart',
  OUT_OF_STOCK: 'cart',
  SOLD_OUT: 'cart',
  NOT_ON_HOLIDAY_MENU: 'cart',
  QUANTITY_CEILING: 'cart',
  DELIVERY_MINIMUM: 'cart',
  SHOP_CLOSED: 'date',
  PAST_CUT_OFF: 'date',
  ORDERS_NOT_OPEN: 'date',
  DATE_TOO_FAR: 'date',
  DAY_FULL: 'date',
  OPEN_ORDERS_CAP: 'date',
  SLOT_FULL: 'window',
  PAYMENT_METHOD_REFUSED: 'payment',
  ONLINE_PAYMENT_OFF: 'payment',
  HOLD_TOO_SMALL: 'payment',
};

/** A per-field message of a VALIDATION answer: the form's own fields (ADR 009). */
const PLACE_OF_FIELD: Record<string, OrderErrorPlace> = {
  mode: 'mode',
  shopId: 'shop',
  date: 'date',
  timeWindowId: 'window',
  cart: 'cart',
  address: 'address',
  comment: 'comment',
  deliveryInstructions: 'deliveryInstructions',
  paymentMethod: 'payment',
};

/** A VALIDATION answer's messages on the fields they name; `noteArticleIds` are the notes sent, in order. */
function fieldErrors(error: ApiError, noteArticleIds: readonly number[], result: OrderErrors) {
  for (const [field, messages] of Object.entries(error.problem.errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const [name = '', index] = fieldPathOf(field);
    const addressField = name === 'address' ? ADDRESS_FIELDS[String(index)] : undefined;
    const noteArticle = name === 'preparationNotes' ? noteArticleIds[Number(index)] : undefined;
    if (noteArticle !== undefined) result.notes[noteArticle] = message;
    else if (addressField) result.address[addressField] = message;
    else result.places[PLACE_OF_FIELD[name] ?? 'general'] ??= message;
  }
}

/**
 * A refusal of the order put on the screen: a kind of refusal by its code (a full slot beside the window,
 * an empty cart beside the cart, a post code not delivered on the post code), a VALIDATION answer's
 * messages on their fields, anything else in general.
 */
export function orderErrorsFrom(error: ApiError, noteArticleIds: readonly number[]): OrderErrors {
  const result: OrderErrors = { places: {}, address: {}, notes: {} };
  const place = PLACE_OF_CODE[error.code];
  if (place) result.places[place] = error.message;
  else if (error.code === 'NOT_DELIVERED') result.address.postcode = error.message;
  else if (error.code === 'VALIDATION') fieldErrors(error, noteArticleIds, result);
  if (
    Object.keys(result.places).length === 0 &&
    Object.keys(result.address).length === 0 &&
    Object.keys(result.notes).length === 0
  ) {
    result.places.general = error.message;
  }
  return result;
}
