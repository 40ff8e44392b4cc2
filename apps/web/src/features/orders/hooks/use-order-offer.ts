import type { OrderMode } from '@boucherie/contract';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { type SlotsRequest, useOrderSlots } from '../api/get-order-slots';
import { defaultSlotDay } from '../lib/order-days';

const POST_CODE = /^\d{5}$/;

type Where = { mode: OrderMode; shopId: number | null; postcode: string; preferredDay: string | null };

/**
 * The days and windows the server offers for the chosen shop (pickup) or post code (delivery), the day
 * chosen among them and the window chosen on that day.
 */
export function useOrderOffer({ mode, shopId, postcode, preferredDay }: Where) {
  let request: SlotsRequest | null = null;
  if (mode === 'Pickup' && shopId !== null) request = { mode, shopId };
  if (mode === 'Delivery' && POST_CODE.test(postcode)) request = { mode, postCode: postcode };
  const slots = useOrderSlots(request);
  const offer = request ? slots.data : undefined;
  const refusal =
    request && isApiError(slots.error, 400)
      ? (Object.values(slots.error.problem.errors ?? {})[0]?.[0] ?? slots.error.message)
      : undefined;

  const day = offer ? defaultSlotDay(offer.slots, preferredDay) : null;
  const slot = offer?.slots.find((s) => s.date === day);
  const [chosenWindow, setChosenWindow] = useState<number | null>(null);
  // A window belongs to its day: another day (or a window just filled) forgets it.
  const windowId = slot?.windows.some((w) => w.id === chosenWindow && w.remaining > 0) ? chosenWindow : null;

  let unavailable: string | undefined;
  if (mode === 'Delivery' && !POST_CODE.test(postcode)) {
    unavailable = 'Indiquez le code postal de livraison pour voir les jours possibles.';
  } else if (refusal) unavailable = 'Aucun jour de livraison pour ce code postal.';
  else if (slots.isError) unavailable = 'Les jours disponibles n’ont pas pu être chargés. Réessayez dans un instant.';

  return { slots, offer, refusal, day, slot, windowId, setChosenWindow, unavailable };
}
