import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf, urlOf } from '../../../lib/api-client';

export const PREPARATION_KEY = queryKeyOf('GET /api/admin/preparation');

export type PreparationDay = { shopId: number; date: string };

/** GET /api/admin/preparation: the cutting list of a shop's day (orders to confirm and confirmed). */
export function getPreparation({ shopId, date }: PreparationDay, signal?: AbortSignal) {
  return api.call('GET /api/admin/preparation', { signal, query: { shopId, date } });
}

export const preparationQueryOptions = (day: PreparationDay) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/admin/preparation', { query: { shopId: day.shopId, date: day.date } }),
    queryFn: ({ signal }) => getPreparation(day, signal),
  });

export function usePreparation(day: PreparationDay | null) {
  return useQuery({
    ...preparationQueryOptions(day ?? { shopId: 0, date: '' }),
    enabled: day !== null,
    placeholderData: keepPreviousData,
  });
}

/** The same list as an A4 PDF (cutting list and order sheets) and for a spreadsheet: opened, not fetched. */
export const preparationPdfUrl = (day: PreparationDay) => urlOf('GET /api/admin/preparation.pdf', { query: day });
export const preparationCsvUrl = (day: PreparationDay) => urlOf('GET /api/admin/preparation.csv', { query: day });
