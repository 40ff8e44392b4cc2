import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

/** What titres-restaurant would pay of the cart on `date` (ADR 073): asked once the customer chooses them. */
export function getMealVoucherSplit(date: string, signal?: AbortSignal) {
  return api.call('GET /api/orders/meal-voucher-split', { signal, query: { date } });
}

export const mealVoucherSplitQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/orders/meal-voucher-split', { query: { date } }),
    queryFn: ({ signal }) => getMealVoucherSplit(date, signal),
    // The day's 25 € move with the customer's other orders: asked again each time.
    staleTime: 0,
  });

export function useMealVoucherSplit(date: string | null) {
  return useQuery({ ...mealVoucherSplitQueryOptions(date ?? ''), enabled: date !== null });
}
