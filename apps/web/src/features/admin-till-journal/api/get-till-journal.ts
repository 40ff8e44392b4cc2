import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf, urlOf } from '../../../lib/api-client';

export type TillDay = { shopId: number; date: string };

const tillQuery = ({ shopId, date }: TillDay) => ({ shopId, from: date, to: date });

/** GET /api/admin/till-journal: a shop's day at the counter, its chained entries and its « Z » once closed. */
export function getTillJournal(day: TillDay, signal?: AbortSignal) {
  return api.call('GET /api/admin/till-journal', { signal, query: tillQuery(day), quietStatuses: [403] });
}

export const tillJournalQueryOptions = (day: TillDay) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/admin/till-journal', { query: tillQuery(day) }),
    queryFn: ({ signal }) => getTillJournal(day, signal),
  });

export function useTillJournal(day: TillDay) {
  return useQuery(tillJournalQueryOptions(day));
}

/** The owner's archive of a month, as stored with its seals: a file for the accountant or the tax office. */
export const tillArchiveUrl = (shopId: number, month: string) =>
  urlOf('GET /api/admin/till-journal/archive', { query: { period: month, shopId } });
