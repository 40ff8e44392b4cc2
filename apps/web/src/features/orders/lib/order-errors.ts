import type { ApiError } from '../../../lib/api-error';

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
  firstname: 'firstName',
  lastname: 'lastName',
  street: 'street',
  postcode: 'postcode',
  city: 'city',
};

const PLACES: Record<string, OrderErrorPlace> = {
  mode: 'mode',
  shopid: 'shop',
  date: 'date',
  timewindowid: 'window',
  cart: 'cart',
  address: 'address',
  comment: 'comment',
  deliveryinstructions: 'deliveryInstructions',
  paymentmethod: 'payment',
};

/**
 * The server's field errors (`Address.Postcode`, `PreparationNotes[0].Note`, `Date`, `Cart`…) mapped
 * to the places of the screen; `noteArticleIds` are the article ids of the notes sent, in order.
 */
export function orderErrorsFrom(error: ApiError, noteArticleIds: readonly number[]): OrderErrors {
  const result: OrderErrors = { places: {}, address: {}, notes: {} };
  for (const [field, messages] of Object.entries(error.problem.errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const key = field.toLowerCase();
    const note = /^preparationnotes\[(\d+)\]/.exec(key);
    const addressField = key.startsWith('address.') ? ADDRESS_FIELDS[key.slice('address.'.length)] : undefined;
    const noteArticle = note ? noteArticleIds[Number(note[1])] : undefined;
    if (noteArticle !== undefined) result.notes[noteArticle] = message;
    else if (addressField) result.address[addressField] = message;
    else result.places[PLACES[key] ?? (key.startsWith('address') ? 'address' : 'general')] ??= message;
  }
  if (
    Object.keys(result.places).length === 0 &&
    Object.keys(result.address).length === 0 &&
    Object.keys(result.notes).length === 0
  ) {
    result.places.general = error.message;
  }
  return result;
}
