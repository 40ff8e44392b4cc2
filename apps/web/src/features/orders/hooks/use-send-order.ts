import type { Order, PlaceOrderRequest } from '@boucherie/contract';
import { type FormEvent, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { carriedRequests } from '../lib/carried-requests';
import { type OrderErrors, orderErrorsFrom } from '../lib/order-errors';
import { type CartLineSummary, noteKey, type OrderFormValues } from '../lib/order-form';
import { useIdempotencyKey } from './use-idempotency-key';

export const NETWORK_FAILURE_MESSAGE =
  'Votre commande n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez\u00a0: elle ne sera jamais enregistrée deux fois.';

export type PlaceErrors = OrderErrors['places'];

type Options = {
  form: UseFormReturn<OrderFormValues>;
  lines: readonly CartLineSummary[];
  onPlaced: (order: Order) => void;
  onCartRefused: () => void;
  /** A day or a window may just have filled up: the offer is asked again. */
  onSlotRefused: () => void;
};

/**
 * Sends the order once: one idempotency key per content, a second click in the same instant ignored, the
 * server's refusals put beside the fields or sections they concern.
 */
export function useSendOrder({ form, lines, onPlaced, onCartRefused, onSlotRefused }: Options) {
  const [placeErrors, setPlaceErrors] = useState<PlaceErrors>({});
  const clearPlaceError = (...places: (keyof PlaceErrors)[]) =>
    setPlaceErrors((errors) => {
      const next = { ...errors };
      for (const place of places) delete next[place];
      return next;
    });
  const idempotency = useIdempotencyKey();
  const place = usePlaceOrder();
  // Set before React re-renders, so a second click in the same instant finds the order already on its way.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);

  function report(error: unknown, noteArticleIds: number[]) {
    if (!isApiError(error)) {
      setPlaceErrors({ general: NETWORK_FAILURE_MESSAGE });
      void showToast('error', NETWORK_FAILURE_MESSAGE);
      return;
    }
    // 5xx: the API client already showed the specification's toast; 401: the session ends and the
    // client goes to the login page.
    if (error.status >= 500 || error.status === 401) return;
    // Each refusal where it belongs, by its code: an article out of stock (a 409) beside the cart too.
    const mapped = orderErrorsFrom(error, noteArticleIds);
    setPlaceErrors(mapped.places);
    for (const [field, message] of Object.entries(mapped.address)) {
      form.setError(`address.${field as keyof OrderFormValues['address']}`, { type: 'server', message });
    }
    for (const [articleId, message] of Object.entries(mapped.notes)) {
      form.setError(`notes.${noteKey(Number(articleId))}`, { type: 'server', message });
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
    setPlaceErrors({});
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

  /** The form's submit: `onValid` reads the values and sends (or says what is missing). */
  const submitWith = (onValid: (values: OrderFormValues) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    void form
      .handleSubmit(onValid)()
      .finally(() => {
        sendingRef.current = false;
        setSending(false);
      });
  };

  return { placeErrors, setPlaceErrors, clearPlaceError, send, submitWith, sending };
}
