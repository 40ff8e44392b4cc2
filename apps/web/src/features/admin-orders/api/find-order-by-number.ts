import type { AdminOrder } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** The order of this number in the viewer's shops, any day (a customer may come a day late); null if none. */
export async function findOrderByNumber(number: string): Promise<AdminOrder | null> {
  const answer = await api.call('GET /api/admin/orders', { query: { Search: number, PageSize: 10 } });
  return answer.items.find((order) => order.number === number) ?? null;
}
