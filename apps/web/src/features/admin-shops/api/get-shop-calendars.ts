import type { ShopCalendarsResponse } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const SHOP_CALENDARS_KEY = ['admin', 'shops'] as const;

/** GET /api/admin/shops: the shops the user works at (the owner: every one), with their calendars. */
export function getShopCalendars(signal?: AbortSignal) {
  return api.get<ShopCalendarsResponse>('/api/admin/shops', { signal });
}

export const shopCalendarsQueryOptions = () =>
  queryOptions({ queryKey: SHOP_CALENDARS_KEY, queryFn: ({ signal }) => getShopCalendars(signal) });

export function useShopCalendars() {
  return useQuery(shopCalendarsQueryOptions());
}
