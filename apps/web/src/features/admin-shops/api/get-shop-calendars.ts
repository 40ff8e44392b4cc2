import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const SHOP_CALENDARS_KEY = queryKeyOf('GET /api/admin/shops');

/** The shops the user works at (the owner: every one), with their calendars. */
export function getShopCalendars(signal?: AbortSignal) {
  return api.call('GET /api/admin/shops', { signal });
}

export const shopCalendarsQueryOptions = () =>
  queryOptions({ queryKey: SHOP_CALENDARS_KEY, queryFn: ({ signal }) => getShopCalendars(signal) });

export function useShopCalendars() {
  return useQuery(shopCalendarsQueryOptions());
}
