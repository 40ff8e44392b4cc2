import type { OrderMode } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

/** What the slots depend on: the shop for a pickup, the post code for a delivery. */
export type SlotsRequest = { mode: OrderMode; shopId?: number; postCode?: string };

export function getOrderSlots({ mode, shopId, postCode }: SlotsRequest, signal?: AbortSignal) {
  // An unserved post code answers 400 with errors.PostCode: the screen explains it.
  return api.call('GET /api/orders/slots', {
    signal,
    query: { mode, shopId, postCode },
    quietStatuses: [400],
  });
}

export const orderSlotsQueryOptions = (request: SlotsRequest) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/orders/slots', { query: request }),
    queryFn: ({ signal }) => getOrderSlots(request, signal),
    // The shop's calendar (holiday days, windows, capacity) changes under the customer: always asked again.
    staleTime: 0,
  });

/** The next selectable dates; `null` while the choice is incomplete (no shop, no valid post code yet). */
export function useOrderSlots(request: SlotsRequest | null) {
  return useQuery({ ...orderSlotsQueryOptions(request ?? { mode: 'Pickup' }), enabled: request !== null });
}
