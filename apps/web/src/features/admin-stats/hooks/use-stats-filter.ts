import { parisDate } from '@boucherie/contract';
import { useSearchParams } from 'react-router';
import type { StatsFilter } from '../api/get-stats';
import { type Period, readPeriod } from '../lib/period';

/**
 * The shop and period of the figures, kept in the address (`?shopId=&from=&to=`) so that a reload or a
 * shared link shows the same figures; by default every shop over the last 30 days.
 */
export function useStatsFilter() {
  const [params, setParams] = useSearchParams();
  const today = parisDate(new Date());
  const period = readPeriod(params.get('from'), params.get('to'), today);
  const shopId = Number(params.get('shopId')) || undefined;
  const filter: StatsFilter = { shopId, ...period };

  function change(next: { shopId?: number | undefined; period?: Period }) {
    const kept = new URLSearchParams(params);
    if ('shopId' in next) {
      if (next.shopId) kept.set('shopId', String(next.shopId));
      else kept.delete('shopId');
    }
    if (next.period) {
      kept.set('from', next.period.from);
      kept.set('to', next.period.to);
    }
    setParams(kept);
  }

  return { today, period, shopId, filter, change };
}
