import type { Order, PlaceOrderRequest } from '@boucherie/contract';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { fieldMessages } from '../../../lib/forms/field-messages';
import { showToast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { carriedRequests } from '../lib/carried-requests';
import { type OrderErrorPlace, type OrderErrors, orderErrorsFrom } from '../lib/order-errors';
import { type CartLineSummary, noteKey, type OrderFormValues } from '../lib/order-form';
import { useIdempotencyKey } from './use-idempotency-key';

export const NETWORK_FAILURE_MESSAGE =
  'Votre commande n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez\u00a0: elle ne sera jamais enregistrée deux fois.';

export type PlaceErrors = OrderErrors['places'];

/**
 * The form's name of each place of the screen: the request's own field where there is one, so the
 * contract's checks and the server's refusals land on the same name (one error channel, ADR 065).
 * What concerns the whole order stays under `root`, beside the button and out of the error summary.
 */
const FIELD_OF_PLACE: Record<OrderErrorPlace, string> = {
  mode: 'mode',
  shop: 'shopId',
  date: 'date',
  window: 'timeWindowId',
  cart: 'cart',
  address: 'address',
  comment: 'comment',
  deliveryInstructions: 'deliveryInstructions',
  payment: 'paymentMethod',
  general: 'root.server',
};

type Form = UseFormReturn<OrderFormValues, unknown, FieldValues>;

type Options = {
  form: Form;
  lines: readonly CartLineSummary[];
  onPlaced: (order: Order) => void;
  onCartRefused: () => void;
  /** A day or a window may just have filled up: the offer is asked again. */
  onSlotRefused: () => void;
};

/**
 * Sends the order once: one idempotency key per content, a second click in the same instant ignored, the
 * server's refusals put on the form's fields or on the sections they concern, as its own checks are.
 */
export function useSendOrder({ form, lines, onPlaced, onCartRefused, onSlotRefused }: Options) {
  const messages = fieldMessages(form.formState.errors);
  const placeErrors: PlaceErrors = {};
  for (const [place, field] of Object.entries(FIELD_OF_PLACE)) {
    const message = messages[field];
    if (message) placeErrors[place as OrderErrorPlace] = message;
  }
  const clearPlaceError = (...places: (keyof PlaceErrors)[]) =>
    form.clearErrors(places.map((place) => FIELD_OF_PLACE[place]) as never);
  const refuse = (field: string, message: string) => form.setError(field as never, { type: 'server', message });
  const idempotency = useIdempotencyKey();
  const place = usePlaceOrder();
  // Set before React re-renders, so a second click in the same instant finds the order already on its way.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);

  function report(error: unknown, noteArticleIds: number[]) {
    if (!isApiError(error)) {
      refuse(FIELD_OF_PLACE.general, NETWORK_FAILURE_MESSAGE);
      void showToast('error', NETWORK_FAILURE_MESSAGE);
      return;
    }
    // 5xx: the API client already showed the specification's toast; 401: the session ends and the
    // client goes to the login page.
    if (error.status >= 500 || error.status === 401) return;
    // Each refusal where it belongs, by its code: an article out of stock (a 409) beside the cart too.
    const mapped = orderErrorsFrom(error, noteArticleIds);
    for (const [where, message] of Object.entries(mapped.places)) {
      refuse(FIELD_OF_PLACE[where as OrderErrorPlace], message);
    }
    for (const [field, message] of Object.entries(mapped.address)) refuse(`address.${field}`, message);
    for (const [articleId, message] of Object.entries(mapped.notes)) {
      refuse(`notes.${noteKey(Number(articleId))}`, message);
    }
    if (mapped.places.cart) onCartRefused();
    if (mapped.places.date || mapped.places.window) onSlotRefused();
    void showToast('error', error.message);
  }

  async function send(body: PlaceOrderRequest) {
    // Same content, same key: a retry after a lost answer never makes a second order.
    const key = idempotency.keyFor(
      JSON.stringify({ body, cart: lines.map((line) => [line.articleId, line.quantity]) }),
    );
    try {
      const order = await place.mutateAsync({ body, key });
      idempotency.reset();
      carriedRequests.clear();
      onPlaced(order);
    } catch (error) {
      report(
        error,
        (body.preparationNotes ?? []).map((n) => n.articleId),
      );
    }
  }

  /** The form's submit: the contract's checks first, then `onValid` sends. */
  const submitWith = (onValid: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    void form
      .handleSubmit(onValid)(event)
      .finally(() => {
        sendingRef.current = false;
        setSending(false);
      });
  };

  return { placeErrors, clearPlaceError, send, submitWith, sending };
}
