import type { PreparationResponse } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';

export const PREPARATION_KEY = ['admin', 'preparation'] as const;

export type PreparationDay = { shopId: number; date: string };

/** GET /api/admin/preparation: the cutting list of a shop's day (orders to confirm and confirmed). */
export function getPreparation({ shopId, date }: PreparationDay, signal?: AbortSignal) {
  return api.get<PreparationResponse>('/api/admin/preparation', { signal, query: { shopId, date } });
}

export const preparationQueryOptions = (day: PreparationDay) =>
  queryOptions({ queryKey: [...PREPARATION_KEY, day], queryFn: ({ signal }) => getPreparation(day, signal) });

export function usePreparation(day: PreparationDay | null) {
  return useQuery({
    ...preparationQueryOptions(day ?? { shopId: 0, date: '' }),
    enabled: day !== null,
    placeholderData: keepPreviousData,
  });
}

/** The same list as an A4 PDF (cutting list and order sheets) and for a spreadsheet: opened, not fetched. */
export const preparationPdfUrl = (day: PreparationDay) => `/api/admin/preparation.pdf${toQueryString(day)}`;
export const preparationCsvUrl = (day: PreparationDay) => `/api/admin/preparation.csv${toQueryString(day)}`;
