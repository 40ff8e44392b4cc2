import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

/** One holiday a quota can be set through: the shops' same holiday on one date is one choice (quotas are the business's). */
export type QuotaHoliday = { id: number; date: string; label: string };

/** GET /api/admin/shops: the shops' holiday days from today on, for the quota editor's « jour de fête ». */
export function getQuotaHolidays(signal?: AbortSignal) {
  return api.call('GET /api/admin/shops', { signal });
}

export function useQuotaHolidays() {
  return useQuery(
    queryOptions({
      queryKey: queryKeyOf('GET /api/admin/shops'),
      queryFn: ({ signal }) => getQuotaHolidays(signal),
      select: (data): QuotaHoliday[] => {
        const seen = new Map<string, QuotaHoliday>();
        for (const shop of data.shops) {
          for (const h of shop.holidays) {
            const key = `${h.date} ${h.label}`;
            if (!seen.has(key)) seen.set(key, { id: h.id, date: h.date, label: h.label });
          }
        }
        return [...seen.values()].sort((a, b) => a.date.localeCompare(b.date));
      },
    }),
  );
}
